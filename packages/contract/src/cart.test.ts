import { describe, expect, it } from 'vitest';
import {
  cartItemCountBody,
  MAX_CART_ITEMS,
  MAX_CART_QUANTITY,
  removeProductsBody,
  saveCartBody,
  undeliverableError,
} from './cart.js';
import { applyCouponBody } from './coupons.js';
import { messages } from './messages.js';
import { serviceabilityQuery } from './shipments.js';
import { issueEnglish } from './error-codes.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  issueEnglish(result.error?.issues[0]?.message ?? '');

const line = (variantId: number, quantity = 1) => ({ productId: 10, variantId, quantity });

describe('saving the cart', () => {
  it('reads only products, variants, quantities, the coupon code and the address', () => {
    expect(
      saveCartBody.parse({
        userId: 7,
        cartItems: [{ productId: 10, variantId: 11, quantity: 2, price: 1 }],
        couponCode: 'save10',
        addressId: 3,
        totalPrice: 1,
        discount: 999_999,
        shippingPrice: 0,
        netPrice: 1,
      }),
    ).toEqual({
      userId: 7,
      cartItems: [{ productId: 10, variantId: 11, quantity: 2 }],
      couponCode: 'SAVE10',
      addressId: 3,
    });
  });

  it('takes the cart the spec’s page sends back, with whole products, coupon and address', () => {
    const sent = {
      id: 1,
      userId: 7,
      cartItems: [
        { product: { id: 10, title: { en: 'Seeds' } }, variant: { id: 11, price: 1, salePrice: 1 }, quantity: 2 },
      ],
      coupon: { id: 4, couponCode: 'FLAT50', discountValue: 100_000_000 },
      userAddress: { id: 3, name: 'Asha' },
      shipmentList: [{ shippingPrice: 0 }],
    };
    expect(saveCartBody.parse(sent)).toEqual({
      userId: 7,
      cartItems: [{ productId: 10, variantId: 11, quantity: 2 }],
      couponCode: 'FLAT50',
      addressId: 3,
    });
  });

  it('has no coupon and no address when none is sent, and no items for an empty body', () => {
    expect(saveCartBody.parse({})).toEqual({ cartItems: [], couponCode: null, addressId: null });
  });

  it('refuses a quantity of 0, a fraction, a negative or a text', () => {
    for (const quantity of [0, 1.5, -1, '2']) {
      expect(firstMessage(saveCartBody.safeParse({ cartItems: [line(11, quantity as number)] }))).toBe(
        messages.quantityInvalid,
      );
    }
  });

  it(`accepts up to ${MAX_CART_QUANTITY} of one variant and no more`, () => {
    expect(saveCartBody.safeParse({ cartItems: [line(11, MAX_CART_QUANTITY)] }).success).toBe(true);
    expect(firstMessage(saveCartBody.safeParse({ cartItems: [line(11, MAX_CART_QUANTITY + 1)] }))).toBe(
      messages.quantityTooLarge(MAX_CART_QUANTITY),
    );
  });

  it('refuses the same variant twice', () => {
    const result = saveCartBody.safeParse({ cartItems: [line(11), line(12), line(11, 3)] });
    expect(firstMessage(result)).toBe(messages.cartItemRepeated);
    expect(result.error?.issues[0]?.path).toEqual(['cartItems', 2, 'variantId']);
  });

  it(`refuses more than ${MAX_CART_ITEMS} products`, () => {
    const many = Array.from({ length: MAX_CART_ITEMS + 1 }, (_, i) => line(i + 1));
    expect(firstMessage(saveCartBody.safeParse({ cartItems: many }))).toBe(messages.cartTooManyItems(MAX_CART_ITEMS));
  });

  it('refuses an item without a product or variant id', () => {
    expect(firstMessage(saveCartBody.safeParse({ cartItems: [{ variantId: 11, quantity: 1 }] }))).toBe(
      messages.invalidId,
    );
    expect(
      firstMessage(saveCartBody.safeParse({ cartItems: [{ product: {}, variant: { id: 11 }, quantity: 1 }] })),
    ).toBe(messages.invalidId);
  });

  it('refuses a malformed coupon code', () => {
    expect(firstMessage(saveCartBody.safeParse({ couponCode: 'DROP TABLE;' }))).toBe(messages.couponCodeInvalid);
  });
});

describe('changing one item', () => {
  it('takes a new count, 0 removing the item', () => {
    expect(cartItemCountBody.parse({ count: 0 })).toEqual({ count: 0 });
    expect(cartItemCountBody.parse({ count: 4 })).toEqual({ count: 4 });
  });

  it('refuses a negative or fractional count', () => {
    expect(firstMessage(cartItemCountBody.safeParse({ count: -1 }))).toBe(messages.quantityInvalid);
    expect(firstMessage(cartItemCountBody.safeParse({ count: 2.5 }))).toBe(messages.quantityInvalid);
    expect(firstMessage(cartItemCountBody.safeParse({}))).toBe(messages.quantityInvalid);
  });
});

describe('removing undeliverable products', () => {
  it('takes a list of product ids', () => {
    expect(removeProductsBody.parse([10, '12'])).toEqual([10, 12]);
  });

  it('refuses an empty list', () => {
    expect(firstMessage(removeProductsBody.safeParse([]))).toBe(messages.removeProductsEmpty);
  });
});

describe('the undeliverable answer', () => {
  it('lists each product with its variant', () => {
    const body = {
      message: messages.productsUndeliverable,
      errorDetails: [{ product: { id: 10, title: { en: 'Urea 45 kg' } }, variant: { id: 11, name: { en: '45 kg' } } }],
    };
    expect(undeliverableError.parse(body)).toEqual(body);
  });
});

describe('applying a coupon', () => {
  it('trims and upper-cases the code', () => {
    expect(applyCouponBody.parse({ couponCode: '  kisan10 ' })).toEqual({ couponCode: 'KISAN10' });
  });

  it('refuses an empty code', () => {
    expect(firstMessage(applyCouponBody.safeParse({ couponCode: ' ' }))).toBe(messages.couponCodeInvalid);
    expect(firstMessage(applyCouponBody.safeParse({}))).toBe(messages.couponCodeInvalid);
  });
});

describe('checking a pincode on the product page', () => {
  it('takes a 6-digit pincode and an optional variant', () => {
    expect(serviceabilityQuery.parse({ pinCode: ' 571401 ', variantId: '11' })).toEqual({
      pinCode: '571401',
      variantId: 11,
    });
  });

  it("refuses a missing or short pincode with the address form's messages", () => {
    expect(firstMessage(serviceabilityQuery.safeParse({}))).toBe(messages.pinCodeRequired);
    expect(firstMessage(serviceabilityQuery.safeParse({ pinCode: '5714' }))).toBe(messages.pinCodeInvalid);
  });
});
