import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../lib/payment-gateway.js';
import type { Checkout } from './checkout.js';
import type { RefundSender } from './refunds.js';

export interface ReconcileOutcome {
  /** Pending payment orders the gateway said were paid, now ordered or refunded. */
  finished: number;
  /** Refunds sent again, and how many of those went through. */
  refundsRetried: number;
  refundsProcessed: number;
}

/**
 * Finishes what a closed browser or a failed call left behind: asks the gateway about payment
 * orders pending for longer than `afterMs` (a paid one becomes its order, or a refund), and sends
 * failed or stuck refunds again.
 */
export function reconciler(deps: {
  checkout: Checkout;
  gateway: PaymentGateway;
  refunds: RefundSender;
  afterMs: number;
  log: FastifyBaseLogger;
}) {
  return async function reconcile(now: Date = new Date()): Promise<ReconcileOutcome> {
    const staleBefore = new Date(now.getTime() - deps.afterMs);
    const outcome: ReconcileOutcome = { finished: 0, refundsRetried: 0, refundsProcessed: 0 };
    for (const paymentOrder of await deps.checkout.pendingSince(staleBefore)) {
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
    for (const refundId of await deps.refunds.unfinished(staleBefore)) {
      outcome.refundsRetried++;
      if ((await deps.refunds.send(refundId)) === 'Processed') outcome.refundsProcessed++;
    }
    return outcome;
  };
}
