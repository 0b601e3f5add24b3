import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PAYMENT_GATEWAYS, PaymentInfo } from '@krishi/contract';

export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** A payment as the gateway reports it. Amounts in paise. */
export interface GatewayPayment {
  id: string;
  /** The gateway order it pays. */
  orderId: string;
  amount: number;
  currency: string;
  /** Razorpay's words: created, authorized, captured, refunded, failed. Only captured is money taken. */
  status: string;
  amountRefunded: number;
  /** How it was paid, in Razorpay's words: card, upi, ... */
  method: string;
}

/**
 * The payment port (ARCHITECTURE.md, "Adapters"): everything the shop asks of a card payment
 * provider. The sandbox and Razorpay adapters implement it; nothing else knows which one runs.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key the browser checkout needs; null for the sandbox. */
  readonly keyId: string | null;
  /** Origins the browser checkout loads its script and frame from (for the CSP). */
  readonly checkoutOrigins: readonly string[];
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
  /** The order's captured payment, if one was captured. */
  capturedPayment(orderId: string): Promise<GatewayPayment | null>;
  /** A payment by id; null when the gateway does not know it. */
  payment(paymentId: string): Promise<GatewayPayment | null>;
  /** Gives `amount` paise of a captured payment back. */
  refund(paymentId: string, amount: number, receipt: string): Promise<{ id: string }>;
  /** Whether `signature` is the HMAC-SHA256 of `orderId|paymentId` under the gateway's secret. */
  verifyPayment(info: PaymentInfo): boolean;
  /** Whether `signature` is the HMAC-SHA256 of the raw webhook body under the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

/** A gateway that answered with an error or could not be reached: the caller may retry later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a hex signature in constant time; anything not 64 hex digits is simply wrong. */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-fA-F]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

/** Razorpay's checkout signature, which the sandbox makes the same way. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
