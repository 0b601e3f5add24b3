import { useQuery } from '@tanstack/react-query';
import { refundChargesResponse, type RefundChargesResponse } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';

export type RefundCharges = RefundChargesResponse['data'][number];

/** `GET /order/refundCharges?orderId=`: the gateway charge (`amount`) and the refund a cancellation would give. */
export async function getRefundCharges(orderId: number, signal?: AbortSignal): Promise<RefundCharges> {
  const body = await api<unknown>('/order/refundCharges', { query: { orderId }, signal });
  return refundChargesResponse.parse(body).data[0]!;
}

/** Spec section 5: asked only for a Placed order. */
export function useRefundCharges(orderId: number, enabled: boolean) {
  return useQuery({
    // Not under the orders' key: a cancellation refetches the orders, and a cancelled order has no charges to ask for.
    queryKey: ['refundCharges', orderId],
    queryFn: ({ signal }) => getRefundCharges(orderId, signal),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}
