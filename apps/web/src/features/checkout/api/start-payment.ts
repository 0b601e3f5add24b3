import { paymentOrderResponse, type Cart, type PaymentOrderResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

export type PaymentOrder = PaymentOrderResponse['data'];

/**
 * `POST /cart/validateAndProceedToPaymentNew` with the cart as the spec's page sends it: the
 * server reads only its products, quantities, coupon and address, and answers a payment order
 * for the amount it computed itself.
 */
export async function startPayment(cart: Cart): Promise<PaymentOrder> {
  const body = await api<unknown>('/cart/validateAndProceedToPaymentNew', { method: 'POST', body: cart });
  return paymentOrderResponse.parse(body).data;
}
