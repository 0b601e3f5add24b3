import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  STATUS_ACTIVE,
  type ProductListResponse,
  type ProductSummary,
} from '@krishi/contract';
import { api, isNetworkFailure } from '../../../lib/api-client';

/** Tries after the first for a request the network lost: about 7 seconds of trying. */
const MAX_NETWORK_RETRIES = 3;

/** The text a suggestion search runs for; empty (whitespace only) runs none. */
export function suggestionText(raw: string): string {
  return raw.trim().slice(0, MAX_SEARCH_LENGTH);
}

async function getSuggestions(text: string, signal: AbortSignal): Promise<ProductSummary[]> {
  const body = await api<ProductListResponse>('/api/eproduct/products', {
    method: 'POST',
    public: true,
    query: { pageNum: 0, pageSize: PAGE_SIZE.suggestions },
    body: { status: STATUS_ACTIVE, searchString: text, facets: false },
    signal,
  });
  return body.content;
}

/**
 * Up to four products for the typed text. A newer text makes TanStack abort the older request
 * through `signal`, so a slow answer never replaces a newer one.
 */
export function useSuggestions(text: string) {
  return useQuery({
    queryKey: ['suggestions', text],
    queryFn: ({ signal }) => getSuggestions(text, signal),
    enabled: text !== '',
    // The last suggestions stay up while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A refusal will not change by asking again; a request the network lost (the first one after
    // the connection returns often is) is asked again, with the usual growing delay.
    retry: (failures, error) => isNetworkFailure(error) && failures < MAX_NETWORK_RETRIES,
  });
}
