import { useQuery } from '@tanstack/react-query';
import { userOrdersResponse, type Order } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** The newest order of the logged-in user (`GET /order/user-orders`, one per page), or null. */
export async function getLatestOrder(signal?: AbortSignal): Promise<Order | null> {
  const body = await api<unknown>('/order/user-orders', { query: { pageNum: 0, pageSize: 1 }, signal });
  return userOrdersResponse.parse(body).orders[0] ?? null;
}

/** Payment success opened without the order (a reload): the order just placed is the newest one. */
export function useLatestOrder(enabled: boolean) {
  return useQuery({ queryKey: ['latestOrder'], queryFn: ({ signal }) => getLatestOrder(signal), enabled });
}
