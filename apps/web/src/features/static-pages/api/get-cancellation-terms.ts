import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationTerms } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/**
 * `GET /metadata/cancellation-terms`: what cancelling before dispatch keeps, as the operator set it.
 * Read as the contract types it, as the catalogue's public answers are: the server's response
 * schema holds it to the contract, and checking it here would load zod with the refund policy.
 */
export async function getCancellationTerms(signal?: AbortSignal): Promise<CancellationTerms> {
  const body = await api<{ data: CancellationTerms }>('/metadata/cancellation-terms', { public: true, signal });
  return body.data;
}

export function cancellationTermsQueryOptions() {
  return queryOptions({
    queryKey: ['cancellationTerms'],
    queryFn: ({ signal }) => getCancellationTerms(signal),
    // A setting of the server: it changes only with a restart.
    staleTime: 5 * 60_000,
  });
}

/** Asked only by a page whose text states the terms. */
export function useCancellationTerms(enabled: boolean) {
  return useQuery({ ...cancellationTermsQueryOptions(), enabled });
}
