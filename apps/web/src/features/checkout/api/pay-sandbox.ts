import { sandboxPayResponse, type PaymentInfo } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /sandbox/pay`: the sandbox gateway charges a card for a payment order and signs the result. */
export async function paySandbox(orderId: string, cardNumber: string): Promise<PaymentInfo> {
  const body = await api<unknown>('/sandbox/pay', { method: 'POST', body: { orderId, cardNumber } });
  return sandboxPayResponse.parse(body);
}

/** `POST /sandbox/pay { method: "upi", vpa }`: the sandbox collects by UPI as if the buyer approved it. */
export async function paySandboxUpi(orderId: string, vpa: string): Promise<PaymentInfo> {
  const body = await api<unknown>('/sandbox/pay', { method: 'POST', body: { orderId, method: 'upi', vpa } });
  return sandboxPayResponse.parse(body);
}
