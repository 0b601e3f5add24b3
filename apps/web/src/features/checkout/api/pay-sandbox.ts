import { sandboxPayResponse, type PaymentInfo } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /sandbox/pay`: the sandbox gateway charges a card for a payment order and signs the result. */
export async function paySandbox(orderId: string, cardNumber: string): Promise<PaymentInfo> {
  const body = await api<unknown>('/sandbox/pay', { method: 'POST', body: { orderId, cardNumber } });
  return sandboxPayResponse.parse(body);
}
