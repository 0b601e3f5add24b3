import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoseResponse } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';

/** A field as the calculator asks about it: an area in acres, or a number of sprayer tanks. */
export type DoseArea = { acres: number } | { tanks: number };

/**
 * The calculator's check, with zod and the dose schemas: loaded when the form is first used, not
 * with the product page, whose start it would lengthen for every visitor (docs/benchmarks.md).
 */
export const doseSchemas = () => import('./dose-schemas');

/** A refusal (a crop it is not for, too little stock) stays so: retrying a 4xx only delays it. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 3;

export function doseQueryOptions(productId: number, crop: string, area: DoseArea) {
  const [measure, value] = 'acres' in area ? ['acres', area.acres] : ['tanks', area.tanks];
  return queryOptions({
    queryKey: ['dose', productId, crop, measure, value],
    queryFn: ({ signal }) =>
      api<DoseResponse>(`/api/eproduct/${productId}/dose`, {
        query: { crop, [measure]: value },
        signal,
        public: true,
      }),
    retry: retryUnlessRefused,
    // The packs follow the stock: a calculation an hour old may name a pack since sold out.
    staleTime: 60_000,
  });
}

/** The dose and packs for a field; nothing is asked until the farmer has said which. */
export function useDose(productId: number, request: { crop: string; area: DoseArea } | null) {
  return useQuery({
    ...doseQueryOptions(productId, request?.crop ?? '', request?.area ?? { acres: 0 }),
    enabled: request !== null,
  });
}
