import { orderResponse, type Order } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /order/create { paymentMethod: "COD" }`: the stored cart ordered, to be paid in cash on delivery. */
export async function createCodOrder(): Promise<Order> {
  const body = await api<unknown>('/order/create', { method: 'POST', body: { paymentMethod: 'COD' } });
  return orderResponse.parse(body).data;
}
