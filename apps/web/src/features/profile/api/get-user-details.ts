import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { UserProfile } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';
import { userDetailsKey } from '../../../lib/session';

/**
 * `GET /api/userDetails/{phone}`. A refused token ends the session with the registration
 * screen's own words (spec section 4).
 */
export async function getUserDetails(phoneNumber: string, signal?: AbortSignal): Promise<UserProfile> {
  const body = await api<unknown>(`/api/userDetails/${encodeURIComponent(phoneNumber)}`, {
    signal,
    expiredMessage: 'profile.sessionExpired',
  });
  const { parseUserDetails } = await import('./parse-user-details');
  return parseUserDetails(body);
}

/**
 * The logged-in user's details. The key's one owner: the profile screen, checkout and the profile
 * menu's welcome line (composed by the router) use these options.
 */
export function userDetailsQueryOptions(phoneNumber: string) {
  return queryOptions({
    // Widened to any query key: the layout takes these options knowing only their data's shape.
    queryKey: userDetailsKey(phoneNumber) as QueryKey,
    queryFn: ({ signal }) => getUserDetails(phoneNumber, signal),
    // A refusal will not change on retry; a server or network failure may.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

export function useUserDetails(phoneNumber: string) {
  return useQuery(userDetailsQueryOptions(phoneNumber));
}
