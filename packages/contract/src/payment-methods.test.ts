import { describe, expect, it } from 'vitest';
import { cashDue, sandboxPayBody } from './orders.js';
import { upiVpa } from './payment-methods.js';

describe('a UPI id', () => {
  it('is name@handle, trimmed and in lower case', () => {
    expect(upiVpa.parse(' Asha.Farmer@OkSBI ')).toBe('asha.farmer@oksbi');
    expect(upiVpa.parse('success@razorpay')).toBe('success@razorpay');
  });

  it('without a handle, or with spaces, is refused by its code', () => {
    for (const bad of ['asha', 'asha@', '@oksbi', 'asha farmer@oksbi', 'a@b@c']) {
      expect(upiVpa.safeParse(bad).error?.issues[0]?.message).toBe('upiIdInvalid');
    }
  });
});

describe('the sandbox pay body', () => {
  it('is a card payment when it names no method', () => {
    expect(sandboxPayBody.parse({ orderId: 'order_1', cardNumber: '4111 1111 1111 1111' })).toEqual({
      orderId: 'order_1',
      method: 'card',
      cardNumber: '4111111111111111',
    });
  });

  it('is a UPI payment with method upi and a vpa', () => {
    expect(sandboxPayBody.parse({ orderId: 'order_1', method: 'upi', vpa: 'success@razorpay' })).toEqual({
      orderId: 'order_1',
      method: 'upi',
      vpa: 'success@razorpay',
    });
  });
});

describe('the cash due on delivery', () => {
  const order = { paymentMethod: 'COD' as const, status: 'Placed' as const, cashCollected: false, netPrice: 52_000 };

  it('is the net price while a COD order is on its way', () => {
    expect(cashDue(order)).toBe(52_000);
    expect(cashDue({ ...order, status: 'Dispatched' })).toBe(52_000);
  });

  it('is nothing for a paid, cancelled or collected order', () => {
    expect(cashDue({ ...order, paymentMethod: 'UPI' })).toBeNull();
    expect(cashDue({ ...order, status: 'Cancelled' })).toBeNull();
    expect(cashDue({ ...order, status: 'Delivered', cashCollected: true })).toBeNull();
  });
});
