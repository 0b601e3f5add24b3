import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText, undeliverablePinCode } from './error-text';

/** Stands in for i18next: the key and its values, so a test sees which words were chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const undeliverable = {
  message: messages.productsUndeliverable,
  errorDetails: [{ product: { id: 1, title: { en: 'Seeds' } }, variant: { id: 2, name: { en: '1 kg' } } }],
  pinCode: '581107',
};

describe('what a failed cart call says', () => {
  it('says the screen own words when the server sent no message', () => {
    expect(errorText(t, new ApiError(502, null), 'cart.addFailed')).toBe('cart.addFailed');
    expect(errorText(t, new TypeError('Failed to fetch'), 'cart.addFailed')).toBe('cart.addFailed');
  });

  it('says a server message it knows in the visitor language', () => {
    const error = new ApiError(400, { message: messages.couponMinimum(50_000) });
    expect(errorText(t, error, 'cart.coupon.applyFailed')).toBe('cart.error.couponMinimum {"amount":"₹500.00"}');
  });

  it('passes any other server message through as it came', () => {
    const error = new ApiError(400, { message: 'The cart cannot hold more than 50 products' });
    expect(errorText(t, error, 'cart.addFailed')).toBe('The cart cannot hold more than 50 products');
  });
});

describe('a save refused as undeliverable', () => {
  it("names the chosen address's pincode the server gave", () => {
    expect(undeliverablePinCode(new ApiError(400, undeliverable))).toBe('581107');
  });

  it('names no pincode for any other refusal', () => {
    expect(undeliverablePinCode(new ApiError(400, { message: messages.outOfStock }))).toBeNull();
    expect(undeliverablePinCode(new ApiError(400, { message: messages.outOfStock, errorDetails: [] }))).toBeNull();
    expect(undeliverablePinCode(new ApiError(500, undeliverable))).toBeNull();
  });
});
