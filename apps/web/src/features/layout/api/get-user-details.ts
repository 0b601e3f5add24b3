import { useQuery } from '@tanstack/react-query';
import type { UserProfileResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { userDetailsKey } from '../../../lib/session';

/** `GET /api/userDetails/{phone}`, typed only: zod stays out of the start-up bundle. */
async function getUserDetails(phoneNumber: string, signal: AbortSignal): Promise<UserProfileResponse['data']> {
  const body = await api<UserProfileResponse>(`/api/userDetails/${encodeURIComponent(phoneNumber)}`, { signal });
  return body.data;
}

/** The welcome line's name, fetched when the profile menu first opens. */
export function useMenuUserDetails(phoneNumber: string | null) {
  return useQuery({
    queryKey: userDetailsKey(phoneNumber ?? ''),
    queryFn: ({ signal }) => getUserDetails(phoneNumber!, signal),
    enabled: phoneNumber !== null,
    retry: false,
  });
}
