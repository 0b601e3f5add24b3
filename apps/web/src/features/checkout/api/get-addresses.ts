import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressesResponse, type Address } from '@krishi/contract';
import { api } from '../../../lib/api-client';

export const addressesQueryKey = ['userAddresses'] as const;

/** `GET /api/userAddress`: the logged-in user's saved addresses, newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await api<unknown>('/api/userAddress', { signal });
  return addressesResponse.parse(body).data;
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
