import { describe, expect, it } from 'vitest';
import { messages, type UndeliverableItem } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { undeliverableItems, undeliverableProductIds } from './undeliverable';

const item = (productId: number, variantId: number): UndeliverableItem => ({
  product: { id: productId, title: { en: `Product ${productId}` } },
  variant: { id: variantId, name: { en: `${variantId} kg` } },
});

describe('undeliverable products of a refused Continue or Make Payment', () => {
  it('lists the products a 400 with errorDetails names', () => {
    const error = new ApiError(400, { message: messages.productsUndeliverable, errorDetails: [item(7, 70)] });
    expect(undeliverableItems(error)).toEqual([item(7, 70)]);
  });

  it('is no list for a 400 without errorDetails, so the page goes back to the cart instead', () => {
    expect(undeliverableItems(new ApiError(400, { message: messages.addressNotSelected }))).toBeNull();
  });

  it('is no list for a server failure or a network error', () => {
    expect(
      undeliverableItems(new ApiError(500, { message: messages.internal, errorDetails: [item(1, 1)] })),
    ).toBeNull();
    expect(undeliverableItems(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('removes each product once even when two of its variants cannot be delivered', () => {
    expect(undeliverableProductIds([item(7, 70), item(7, 71), item(9, 90)])).toEqual([7, 9]);
  });
});
