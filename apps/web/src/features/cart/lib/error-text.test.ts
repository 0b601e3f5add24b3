import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { undeliverablePinCode } from './error-text';

const undeliverable = {
  message: messages.productsUndeliverable,
  code: 'productsUndeliverable',
  params: { pinCode: '581107' },
  errorDetails: [{ product: { id: 1, title: { en: 'Seeds' } }, variant: { id: 2, name: { en: '1 kg' } } }],
};

describe('a save refused as undeliverable', () => {
  it("names the chosen address's pincode the server gave", () => {
    expect(undeliverablePinCode(new ApiError(400, undeliverable))).toBe('581107');
  });

  it('names no pincode for any other refusal', () => {
    expect(undeliverablePinCode(new ApiError(400, { message: messages.outOfStock, code: 'outOfStock' }))).toBeNull();
    expect(undeliverablePinCode(new ApiError(400, { ...undeliverable, code: 'outOfStock' }))).toBeNull();
    expect(undeliverablePinCode(new TypeError('Failed to fetch'))).toBeNull();
  });
});
