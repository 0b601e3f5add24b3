import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressResponse, type Address, type AddressFields } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { addressesQueryKey } from './get-addresses';

/** `POST /api/userAddress`: a new address, or with `id` an edit of that one. */
export async function saveAddress(fields: AddressFields): Promise<Address> {
  const body = await api<unknown>('/api/userAddress', { method: 'POST', body: fields });
  return addressResponse.parse(body).data;
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
