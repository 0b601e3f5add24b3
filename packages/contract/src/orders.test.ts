import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { issueEnglish } from './error-codes.js';
import {
  isCancellable,
  orderCreateBody,
  orderIdInput,
  paymentInfo,
  SANDBOX_CARD_PAYS,
  sandboxPayBody,
  userOrdersQuery,
} from './orders.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  issueEnglish(result.error?.issues[0]?.message ?? '');

const payment = {
  paymentId: 'pay_29QQoUBi66xm2f',
  orderId: 'order_9A33XWu170gUtm',
  signature: 'a'.repeat(64),
};

describe('order id', () => {
  it("answers 'Order ID is required.' when it is missing or blank", () => {
    expect(firstMessage(orderIdInput.safeParse({}))).toBe(messages.orderIdRequired);
    expect(firstMessage(orderIdInput.safeParse({ orderId: ' ' }))).toBe(messages.orderIdRequired);
  });

  it('reads a query string id as a number and refuses anything else', () => {
    expect(orderIdInput.parse({ orderId: '42' })).toEqual({ orderId: 42 });
    expect(firstMessage(orderIdInput.safeParse({ orderId: '4x' }))).toBe(messages.invalidId);
  });
});

describe('cancellation', () => {
  it('is offered only for a Placed order, whatever its case', () => {
    expect(isCancellable('Placed')).toBe(true);
    expect(isCancellable('PLACED')).toBe(true);
    expect(isCancellable('Dispatched')).toBe(false);
    expect(isCancellable('Cancelled')).toBe(false);
  });
});

describe('creating an order', () => {
  it('reads only the payment info; the cart the page sends is not used', () => {
    const sent = { cartItems: [{ productId: 1, variantId: 2, quantity: 1 }], netPrice: 1, paymentInfo: payment };
    expect(orderCreateBody.parse(sent)).toEqual({ paymentInfo: payment });
  });

  it('refuses missing or malformed payment info', () => {
    expect(firstMessage(orderCreateBody.safeParse({}))).toBe(messages.paymentInfoInvalid);
    expect(firstMessage(paymentInfo.safeParse({ ...payment, signature: 'zz' }))).toBe(messages.paymentInfoInvalid);
    expect(firstMessage(paymentInfo.safeParse({ ...payment, orderId: 'order|1' }))).toBe(messages.paymentInfoInvalid);
  });
});

describe('sandbox payment', () => {
  it('takes a card number written with spaces', () => {
    expect(sandboxPayBody.parse({ orderId: payment.orderId, cardNumber: '4111 1111 1111 1111' }).cardNumber).toBe(
      SANDBOX_CARD_PAYS,
    );
  });

  it('refuses a number that is no card', () => {
    expect(firstMessage(sandboxPayBody.safeParse({ orderId: payment.orderId, cardNumber: '4111' }))).toBe(
      messages.sandboxCardInvalid,
    );
  });
});

describe('order list', () => {
  it('pages from the first page by default and caps the page size', () => {
    expect(userOrdersQuery.parse({})).toEqual({ pageNum: 0, pageSize: 10 });
    expect(userOrdersQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
