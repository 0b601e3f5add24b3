import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../lib/payment-gateway.js';
import type { Checkout } from './checkout.js';
import type { RefundSender } from './refunds.js';

/** How long after it was closed a payment order's late payment is still looked for. */
const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ReconcileOutcome {
  /** Payment orders unpaid for longer than the TTL, closed now. */
  closed: number;
  /** Pending payment orders the gateway said were paid, now ordered or refunded. */
  finished: number;
  /** Refunds sent again, and how many of those went through. */
  refundsRetried: number;
  refundsProcessed: number;
}

/**
 * Finishes what a closed browser or a failed call left behind: asks the gateway about payment
 * orders pending for longer than `afterMs`, or closed within the last day (a paid one becomes its
 * order, or a refund), closes those unpaid for longer than `ttlMs`, and sends failed or stuck
 * refunds again.
 */
export function reconciler(deps: {
  checkout: Checkout;
  gateway: PaymentGateway;
  refunds: RefundSender;
  afterMs: number;
  /** An unpaid payment order older than this is closed (its late payment is still finished). */
  ttlMs: number;
  log: FastifyBaseLogger;
}) {
  return async function reconcile(now: Date = new Date()): Promise<ReconcileOutcome> {
    const staleBefore = new Date(now.getTime() - deps.afterMs);
    const outcome: ReconcileOutcome = { closed: 0, finished: 0, refundsRetried: 0, refundsProcessed: 0 };
    const closedAfter = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
    for (const paymentOrder of await deps.checkout.pendingSince(staleBefore, closedAfter)) {
      try {
        const payment = await deps.gateway.capturedPayment(paymentOrder.gatewayOrderId);
        if (!payment) continue;
        const completion = await deps.checkout.complete(paymentOrder, payment.id);
        if (completion.ok || completion.status === 409) outcome.finished++;
        else
          deps.log.warn(
            { paymentOrderId: paymentOrder.id, reason: completion.message },
            'paid payment order not finished',
          );
      } catch (error) {
        deps.log.warn({ err: error, paymentOrderId: paymentOrder.id }, 'reconciling a payment order failed');
      }
    }
    // After asking: one paid just before its time ran out is finished above, not closed.
    outcome.closed = await deps.checkout.closeUnpaid(new Date(now.getTime() - deps.ttlMs));
    for (const refundId of await deps.refunds.unfinished(staleBefore)) {
      outcome.refundsRetried++;
      if ((await deps.refunds.send(refundId)) === 'Processed') outcome.refundsProcessed++;
    }
    return outcome;
  };
}
