import { agronomyTermsResponse, type AgronomyTerm } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { adminKey, useAdminQuery } from './admin-client';

const agronomyTermsKey = [...adminKey, 'agronomy-terms'] as const;

/** `GET /api/agronomy/terms`: the crops, pests, diseases and weeds a product may name. */
export async function getAgronomyTerms(signal?: AbortSignal): Promise<AgronomyTerm[]> {
  return agronomyTermsResponse.parse(await api<unknown>('/api/agronomy/terms', { signal })).terms;
}

export function useAgronomyTerms() {
  return useAdminQuery(agronomyTermsKey, getAgronomyTerms);
}
