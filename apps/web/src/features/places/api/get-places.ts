import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_SEARCH_MAX, PLACE_SEARCH_MIN, type PlaceSuggestion, type PlacesResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** The text a place search runs for: trimmed, and none below 3 characters (spec section 5). */
export function placeQueryText(raw: string): string {
  const text = raw.trim().slice(0, PLACE_SEARCH_MAX);
  return text.length >= PLACE_SEARCH_MIN ? text : '';
}

async function getPlaces(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  const body = await api<PlacesResponse>('/metadata/places', { query: { query }, signal });
  return body.data;
}

/** `GET /metadata/places?query=`: India's places for the Quick Address Fill. */
export function usePlaces(query: string) {
  return useQuery({
    queryKey: ['places', query.toLowerCase()],
    queryFn: ({ signal }) => getPlaces(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
