import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_PAYS,
  SANDBOX_UPI_FAILS,
  SANDBOX_UPI_PAYS,
  type PaymentInfo,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema.js';
import type { Env } from '../../env.js';
import { keptSecret } from '../../lib/kept-secret.js';
import {
  GatewayError,
  hmacHex,
  paymentSignature,
  signatureMatches,
  type GatewayPayment,
  type PaymentGateway,
} from '../../lib/payment-gateway.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's (`order_` + 14 letters and digits). */
function gatewayId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const storedSecret = (text: string) => {
  const value = (JSON.parse(text) as { secret?: unknown }).secret;
  if (typeof value !== 'string' || value.length < 32) throw new Error('no secret');
  return value;
};

/**
 * The sandbox's signing secret: from the environment, else DATA_DIR/keys/sandbox-payment.json,
 * made on first start. Two processes starting at once agree on the first one written (the file
 * appears whole, by a hard link, or not at all), as the VAPID keys do.
 */
export async function loadSandboxSecret(env: Env): Promise<string> {
  if (env.SANDBOX_PAYMENT_SECRET) return env.SANDBOX_PAYMENT_SECRET;
  const read = async (file: string) => {
    try {
      return storedSecret(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`${file} does not hold a secret; delete it to have a new one made`, { cause: error });
    }
  };
  const make = () => ({ secret: randomBytes(32).toString('hex') });
  return keptSecret(path.join(env.dataDir, 'keys'), 'sandbox-payment', make, read);
}

export type SandboxCharge =
  | { outcome: 'paid'; payment: PaymentInfo }
  | { outcome: 'declined' }
  | { outcome: 'unknownCard' }
  | { outcome: 'upiFailed' }
  | { outcome: 'unknownVpa' }
  | { outcome: 'unknownOrder' };

export interface SandboxGateway extends PaymentGateway {
  /** Charges a test card for a sandbox order; paying a paid order answers its payment again. */
  charge(orderId: string, cardNumber: string): Promise<SandboxCharge>;
  /** Collects a UPI payment as if the buyer approved it: `success@razorpay` pays, `failure@razorpay` fails. */
  chargeUpi(orderId: string, vpa: string): Promise<SandboxCharge>;
  /** Signs a webhook body as the sandbox's own deliveries are signed (tests, tools). */
  signWebhook(rawBody: string | Buffer): string;
}

type PaymentRow = typeof sandboxPayments.$inferSelect;

const toPayment = (row: PaymentRow): GatewayPayment => ({
  id: row.id,
  orderId: row.orderId,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  amountRefunded: row.refundedAmount,
  method: row.method,
});

/**
 * The offline gateway: orders, payments and refunds kept in the database (so every server
 * process sees them) and signed exactly as Razorpay signs them, with a secret of our own.
 */
export function sandboxGateway(db: Db, secret: string): SandboxGateway {
  const unknown: SandboxCharge = { outcome: 'unknownOrder' };

  async function orderExists(orderId: string): Promise<boolean> {
    const [order] = await db.select({ id: sandboxOrders.id }).from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    return order !== undefined;
  }

  /** One captured payment per order, however many times or tabs pay it (the first one's method stays). */
  async function capture(orderId: string, method: 'card' | 'upi'): Promise<SandboxCharge> {
    const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!order) return unknown;
    await db
      .insert(sandboxPayments)
      .values({
        id: gatewayId('pay'),
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        method,
      })
      .onConflictDoNothing({ target: sandboxPayments.orderId });
    const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return {
      outcome: 'paid',
      payment: { orderId, paymentId: payment!.id, signature: paymentSignature(secret, orderId, payment!.id) },
    };
  }

  return {
    name: 'sandbox',
    keyId: null,
    checkoutOrigins: [],

    async createOrder({ amount, currency, receipt }) {
      const id = gatewayId('order');
      await db.insert(sandboxOrders).values({ id, amount, currency, receipt });
      return { id };
    },

    async capturedPayment(orderId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      return row && row.status !== 'failed' ? toPayment(row) : null;
    },

    async payment(paymentId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row ? toPayment(row) : null;
    },

    async refund(paymentId, amount) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(sandboxPayments)
          .set({
            refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
            status: sql`CASE WHEN ${sandboxPayments.refundedAmount} + ${amount} >= ${sandboxPayments.amount} THEN 'refunded' ELSE ${sandboxPayments.status} END`,
          })
          .where(
            sql`${sandboxPayments.id} = ${paymentId} AND ${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
          )
          .returning({ id: sandboxPayments.id });
        if (!updated) throw new GatewayError('The refund is more than what is left of the payment', 400);
        const id = gatewayId('rfnd');
        await tx.insert(sandboxRefunds).values({ id, paymentId, amount });
        return { id };
      });
    },

    verifyPayment(info) {
      return signatureMatches(paymentSignature(secret, info.orderId, info.paymentId), info.signature);
    },

    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(secret, rawBody), signature);
    },

    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },

    async charge(orderId, cardNumber) {
      if (cardNumber === SANDBOX_CARD_DECLINED) return (await orderExists(orderId)) ? { outcome: 'declined' } : unknown;
      if (cardNumber !== SANDBOX_CARD_PAYS) return (await orderExists(orderId)) ? { outcome: 'unknownCard' } : unknown;
      return capture(orderId, 'card');
    },

    async chargeUpi(orderId, vpa) {
      if (vpa === SANDBOX_UPI_FAILS) return (await orderExists(orderId)) ? { outcome: 'upiFailed' } : unknown;
      if (vpa !== SANDBOX_UPI_PAYS) return (await orderExists(orderId)) ? { outcome: 'unknownVpa' } : unknown;
      return capture(orderId, 'upi');
    },
  };
}
