import { orderResponse, type Order, type PaymentInfo } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /order/create`: the server makes the order from the cart it priced for this payment. */
export async function createOrder(paymentInfo: PaymentInfo): Promise<Order> {
  const body = await api<unknown>('/order/create', { method: 'POST', body: { paymentInfo } });
  return orderResponse.parse(body).data;
}
