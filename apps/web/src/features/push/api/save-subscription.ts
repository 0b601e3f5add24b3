import type { PushSubscriptionBody } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /api/push/subscribe`: this browser's subscription, for the logged-in user. */
export function saveSubscription(subscription: PushSubscriptionBody): Promise<{ message: string }> {
  return api('/api/push/subscribe', { method: 'POST', body: subscription });
}
