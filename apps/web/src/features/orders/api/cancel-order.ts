import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderResponse, type Order } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ordersQueryKey } from './get-user-orders';

/** `POST /order/cancel?orderId=` (empty body): the cancelled order, its refund under way. */
export async function cancelOrder(orderId: number): Promise<Order> {
  const body = await api<unknown>('/order/cancel', { method: 'POST', query: { orderId } });
  return cancelOrderResponse.parse(body).data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
    },
  });
}
