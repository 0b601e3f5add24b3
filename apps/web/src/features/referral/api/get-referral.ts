import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralResponse, type ReferralResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `GET /api/referral`: the user's code, link, points balance and history. */
export async function getReferral(signal?: AbortSignal): Promise<ReferralResponse> {
  return referralResponse.parse(await api<unknown>('/api/referral', { signal }));
}

export function referralQueryOptions() {
  return queryOptions({ queryKey: ['referral'], queryFn: ({ signal }) => getReferral(signal) });
}

export const useReferral = () => useQuery(referralQueryOptions());
