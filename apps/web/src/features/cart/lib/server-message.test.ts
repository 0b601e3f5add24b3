import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { localCartMessage } from './server-message';

describe('a server answer in the visitor language', () => {
  it('says the coupon minimum with the amount the server named', () => {
    expect(localCartMessage(messages.couponMinimum(100_000))).toEqual({
      key: 'cart.error.couponMinimum',
      values: { amount: '₹1,000.00' },
    });
  });

  it('says how many are left when there is not enough stock', () => {
    expect(localCartMessage(messages.notEnoughStock(3))).toEqual({
      key: 'cart.error.notEnoughStock',
      values: { count: 3 },
    });
  });

  it('knows the fixed coupon refusals', () => {
    expect(localCartMessage(messages.couponExpired)).toEqual({ key: 'cart.error.couponExpired' });
    expect(localCartMessage(messages.couponUsedUp)).toEqual({ key: 'cart.error.couponUsedUp' });
  });

  it('leaves a message it does not know to be shown as the server wrote it', () => {
    expect(localCartMessage('Minimum order value of lots required!')).toBeNull();
    expect(localCartMessage('Only a few left in stock')).toBeNull();
    expect(localCartMessage(messages.internal)).toBeNull();
  });
});
