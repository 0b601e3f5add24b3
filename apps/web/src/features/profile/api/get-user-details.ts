import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProfileResponse, type UserProfile } from '@krishi/contract';
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
  return userProfileResponse.parse(body).data;
}

export function userDetailsQueryOptions(phoneNumber: string) {
  return queryOptions({
    queryKey: userDetailsKey(phoneNumber),
    queryFn: ({ signal }) => getUserDetails(phoneNumber, signal),
    // A refusal will not change on retry; a server or network failure may.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

export function useUserDetails(phoneNumber: string) {
  return useQuery(userDetailsQueryOptions(phoneNumber));
}
