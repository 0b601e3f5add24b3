import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderResponse, type Order } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';
import { ordersQueryKey } from './get-user-orders';

/** `GET /order/{orderId}`: one of the logged-in user's orders. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await api<unknown>(`/order/${orderId}`, { signal });
  return orderResponse.parse(body).data;
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'one', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // A missing order stays missing; only a server or network failure is worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
