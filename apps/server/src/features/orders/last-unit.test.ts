import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  buyerWithCart,
  countRows,
  createOrder,
  inventoryOf,
  paidCheckout,
  sellableVariant,
  setInventory,
} from '../../test/buyers.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
});
afterAll(() => t.close());

it(
  '50 buyers who all paid for the last unit make exactly one order; the other 49 are refunded',
  { timeout: 120_000 },
  async () => {
    const item = await sellableVariant(t, 50);
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await buyerWithCart(t, item, 1));
    const payments = [];
    for (const buyer of buyers) payments.push(await paidCheckout(t, buyer));
    await setInventory(t, item.variantId, 1);

    const answers = await Promise.all(buyers.map((buyer, i) => createOrder(t, buyer, payments[i]!)));

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.json()).toMatchObject({ message: messages.stockGoneRefunded });
    expect(await countRows(t, 'orders')).toBe(1);
    expect(await inventoryOf(t, item.variantId)).toBe(0);
    const [movements] = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number; total: number }>(
        'SELECT count(*)::int AS n, sum(change)::int AS total FROM stock_movements WHERE variant_id = $1',
        [item.variantId],
      ),
    );
    expect(movements).toEqual({ n: 1, total: -1 });
    const [refunds] = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payments WHERE refunded_amount = amount AND status = 'refunded'",
      ),
    );
    expect(refunds!.n).toBe(49);
  },
);
