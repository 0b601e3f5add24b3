import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refunds } from '../../db/schema.js';
import type { PaymentGateway } from '../../lib/payment-gateway.js';

/**
 * Gives a refund row's money back through the gateway and records the outcome. A refund is
 * written Pending in the transaction that decides it, and sent only after that commits, so a
 * rolled-back decision never moves money. Before sending again (a retry, or a crash after the
 * gateway accepted it) it asks the gateway what was already refunded, so money goes back once.
 * That check and the refund are two calls, so a send first claims the row: another process's
 * reconciler retrying the same refund meanwhile finds it claimed and leaves it, for
 * `claimSeconds` (REFUND_CLAIM_SECONDS): past it, a sender that died gives the refund up.
 */
export function refundSender(db: Db, gateway: PaymentGateway, log: FastifyBaseLogger, claimSeconds: number) {
  async function send(refundId: number): Promise<'Processed' | 'Failed' | 'skipped'> {
    const [refund] = await db
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        sendingUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(refunds.id, refundId),
          ne(refunds.status, 'Processed'),
          or(isNull(refunds.sendingUntil), lt(refunds.sendingUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!refund) return 'skipped';
    try {
      let gatewayRefundId: string | null = null;
      if (refund.amount > 0) {
        const payment = await gateway.payment(refund.paymentId);
        if (!payment || payment.amountRefunded < refund.amount) {
          gatewayRefundId = (await gateway.refund(refund.paymentId, refund.amount, `refund-${refund.id}`)).id;
        }
      }
      await db
        .update(refunds)
        .set({ status: 'Processed', gatewayRefundId, sendingUntil: null, updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      return 'Processed';
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'refund failed; the reconciler retries it');
      await db
        .update(refunds)
        .set({ status: 'Failed', sendingUntil: null, updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      return 'Failed';
    }
  }

  return {
    send,
    /** Failed refunds, and Pending ones left behind (by a crash) for longer than `staleBefore`. */
    async unfinished(staleBefore: Date): Promise<number[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(or(eq(refunds.status, 'Failed'), and(eq(refunds.status, 'Pending'), lt(refunds.updatedAt, staleBefore))))
        .orderBy(refunds.id)
        .limit(100);
      return rows.map((row) => row.id);
    },
  };
}

export type RefundSender = ReturnType<typeof refundSender>;
