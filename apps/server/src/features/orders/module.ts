import type { FastifyBaseLogger } from 'fastify';
import type { PushMessage } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import type { OrderMetrics } from './metrics.js';
import type { PaymentGateway } from '../../lib/payment-gateway.js';
import { cashOnDelivery, type CodSettings } from './cash-on-delivery.js';
import { checkout } from './checkout.js';
import { ordersService } from './orders.js';
import type { CartPort, CouponPort, PointsPort } from './ports.js';
import { reconciler } from './reconciler.js';
import { refundSender } from './refunds.js';

export interface OrdersModuleDeps {
  db: Db;
  gateway: PaymentGateway;
  cart: CartPort;
  coupons: CouponPort;
  points: PointsPort;
  /** Sends a push notification; must not throw (order events never fail because a phone is gone). */
  notify: (userId: number, message: PushMessage) => Promise<unknown>;
  /** After an order or a cancel has committed: clears the catalogue's answers that show stock. */
  stockChanged: () => void;
  feePercent: number;
  /** Days of shelf life a lot must have left to be sold (MIN_SHELF_DAYS). */
  minShelfDays: number;
  /** How long a payment order may stay pending before the reconciler asks the gateway about it. */
  reconcileAfterMs: number;
  /** How long a payment order may stay unpaid before it is closed (PAYMENT_ORDER_TTL_MINUTES). */
  paymentOrderTtlMs: number;
  /** How long a refund being sent stays claimed by its sender (REFUND_CLAIM_SECONDS). */
  refundClaimSeconds: number;
  cod: CodSettings;
  log: FastifyBaseLogger;
  metrics: OrderMetrics;
}

/** Checkout, orders and the reconciler over one gateway, cart and coupon feature. */
export function ordersModule(deps: OrdersModuleDeps) {
  const refunds = refundSender(deps.db, deps.gateway, deps.log, deps.refundClaimSeconds);
  // After the commit and off the request's path: a slow push service must not hold the answer.
  // Kept until done, so that closing the app waits for them before the database goes.
  const sending = new Set<Promise<unknown>>();
  const notify = (userId: number, message: PushMessage) => {
    const sent: Promise<unknown> = deps
      .notify(userId, message)
      .catch((error: unknown) => deps.log.warn({ err: error, userId }, 'order notification failed'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  const orderCheckout = checkout({ ...deps, refunds, notify });
  return {
    gateway: deps.gateway,
    checkout: orderCheckout,
    cod: cashOnDelivery({ ...deps, notify }, orderCheckout, deps.cod),
    orders: ordersService({ ...deps, refunds, notify }),
    /** Waits for the notifications still being sent. */
    settle: async () => {
      await Promise.all(sending);
    },
    reconcile: reconciler({
      checkout: orderCheckout,
      gateway: deps.gateway,
      refunds,
      afterMs: deps.reconcileAfterMs,
      ttlMs: deps.paymentOrderTtlMs,
      log: deps.log,
    }),
  };
}

export type OrdersModule = ReturnType<typeof ordersModule>;

/**
 * Runs the reconciler every `intervalMs` (never two runs at once; the timer does not keep the
 * process alive). The returned stop waits for a run under way, so the database outlives it.
 */
export function startReconciler(module: OrdersModule, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = module
      .reconcile()
      .catch((error: unknown) => log.error({ err: error }, 'payment reconciler failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
