import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@krishi/contract';
import { api } from '../../../lib/api-client';

export const addressesQueryKey = ['userAddresses'] as const;

/**
 * The schema loads with the first answer, not with the page: the product page reads the list for
 * its delivery pincode, and zod is no part of that page's first download.
 */
const schemas = () => import('./address-schemas');

/** `GET /api/userAddress`: the logged-in user's saved addresses, newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await api<unknown>('/api/userAddress', { signal });
  return (await schemas()).parseAddresses(body);
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });
}

/** `enabled` off (logged out) leaves the query idle. */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
