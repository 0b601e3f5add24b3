import { messages, type MessageKey } from '@krishi/contract';

export interface LocalMessage {
  key: MessageKey;
  values?: Record<string, string | number>;
}

const FIXED: Record<string, MessageKey> = {
  [messages.couponExpired]: 'cart.error.couponExpired',
  [messages.couponUsedUp]: 'cart.error.couponUsedUp',
  [messages.couponNotFound]: 'cart.error.couponNotFound',
  [messages.couponCodeInvalid]: 'cart.error.couponCodeInvalid',
  [messages.outOfStock]: 'cart.error.outOfStock',
  [messages.variantUnavailable]: 'cart.error.variantUnavailable',
};

/** ₹1,000.00 as the server formats it, back to paise; NaN for anything else. */
function paiseOf(rupees: string): number {
  return Math.round(Number(rupees.replace(/[₹,\s]/g, '')) * 100);
}

/**
 * A cart or coupon answer of the server the page can say in the visitor's language, or null for
 * any other. A message with a figure in it counts only if the server's own wording of that
 * figure gives it back exactly.
 */
export function localCartMessage(message: string): LocalMessage | null {
  const key = FIXED[message];
  if (key) return { key };
  const amount = /₹[\d,]+(?:\.\d+)?/.exec(message)?.[0];
  if (amount && message === messages.couponMinimum(paiseOf(amount))) {
    return { key: 'cart.error.couponMinimum', values: { amount } };
  }
  const count = Number(/\d+/.exec(message)?.[0]);
  if (Number.isInteger(count) && message === messages.notEnoughStock(count)) {
    return { key: 'cart.error.notEnoughStock', values: { count } };
  }
  return null;
}
