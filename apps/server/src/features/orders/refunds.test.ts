import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refunds } from '../../db/schema.js';
import type { PaymentGateway } from '../../lib/payment-gateway.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { buyerWithCart, placedOrder, sellableVariant, setInventory } from '../../test/buyers.js';
import { refundSender } from './refunds.js';

let t: TestApp;
let refundId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  const item = await sellableVariant(t, 100);
  await setInventory(t, item.variantId, 5);
  const buyer = await buyerWithCart(t, item, 1);
  const order = await placedOrder(t, buyer);
  await t.app.inject({ method: 'POST', url: `/order/cancel?orderId=${order.id}`, headers: buyer.headers });
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  refundId = refund!.id;
});
afterAll(() => t.close());

/** A gateway that never answers: its sender holds the refund for as long as its claim lasts. */
const silentGateway = { payment: () => new Promise(() => {}) } as unknown as PaymentGateway;

describe('a refund being sent', () => {
  it('is claimed by its sender for REFUND_CLAIM_SECONDS, and another send meanwhile leaves it', async () => {
    await t.database.db.update(refunds).set({ status: 'Failed', sendingUntil: null }).where(eq(refunds.id, refundId));
    const sender = refundSender(t.database.db, silentGateway, t.app.log, 7);
    const before = Date.now();
    void sender.send(refundId);
    const claimedUntil = await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select({ sendingUntil: refunds.sendingUntil })
        .from(refunds)
        .where(eq(refunds.id, refundId));
      expect(row?.sendingUntil).toBeInstanceOf(Date);
      return row!.sendingUntil!;
    });
    const claimedFor = (claimedUntil.getTime() - before) / 1000;
    expect(claimedFor).toBeGreaterThan(6);
    expect(claimedFor).toBeLessThan(9);
    expect(await sender.send(refundId)).toBe('skipped');
  });
});
