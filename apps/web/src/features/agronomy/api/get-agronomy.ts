import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AgronomyTermNamesResponse,
  AgronomyTermsResponse,
  CropPageResponse,
  ProblemPageResponse,
} from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';

/** A page that does not exist stays so: retrying a 4xx only delays the answer. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 3;

/** Every crop, pest, disease and weed: the names the crop and problem pages show slugs by. */
export function agronomyTermsQueryOptions() {
  return queryOptions({
    queryKey: ['agronomy', 'terms'],
    queryFn: ({ signal }) => api<AgronomyTermsResponse>('/api/agronomy/terms', { signal, public: true }),
    staleTime: 5 * 60_000,
  });
}

/** Every term's slug, kind and name: what a listing names its crop and pest filters by. */
export function agronomyTermNamesQueryOptions() {
  return queryOptions({
    queryKey: ['agronomy', 'term-names'],
    queryFn: ({ signal }) => api<AgronomyTermNamesResponse>('/api/agronomy/term-names', { signal, public: true }),
    staleTime: 5 * 60_000,
  });
}

export function cropPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['agronomy', 'crop', slug],
    queryFn: ({ signal }) =>
      api<CropPageResponse>(`/api/agronomy/crops/${encodeURIComponent(slug)}`, { signal, public: true }),
    retry: retryUnlessRefused,
  });
}

export function problemPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['agronomy', 'problem', slug],
    queryFn: ({ signal }) =>
      api<ProblemPageResponse>(`/api/agronomy/problems/${encodeURIComponent(slug)}`, { signal, public: true }),
    retry: retryUnlessRefused,
  });
}

export function useAgronomyTerms() {
  return useQuery(agronomyTermsQueryOptions());
}

export function useAgronomyTermNames() {
  return useQuery(agronomyTermNamesQueryOptions());
}

export function useCropPage(slug: string) {
  return useQuery({ ...cropPageQueryOptions(slug), retryOnMount: false });
}

export function useProblemPage(slug: string) {
  return useQuery({ ...problemPageQueryOptions(slug), retryOnMount: false });
}
