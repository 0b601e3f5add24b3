import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userOrdersResponse, type UserOrdersResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

export const ordersQueryKey = ['orders'] as const;

/** `GET /order/user-orders`: the logged-in user's orders, newest first, ten a page. */
export async function getUserOrders(pageNum: number, signal?: AbortSignal): Promise<UserOrdersResponse> {
  const body = await api<unknown>('/order/user-orders', { query: { pageNum }, signal });
  return userOrdersResponse.parse(body);
}

export function userOrdersQueryOptions(pageNum: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list', pageNum],
    queryFn: ({ signal }) => getUserOrders(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserOrders(pageNum: number) {
  return useQuery(userOrdersQueryOptions(pageNum));
}
