import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, adminOrderResponse, indiaDate, messages, orderResponse, productResponse } from '@krishi/contract';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';
import {
  buyerWithCart,
  countRows,
  createOrder,
  inventoryOf,
  paidCheckout,
  placedOrder,
  type Sellable,
} from '../../test/buyers.js';
import { sweepInventories } from '../../lib/lot-stock.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let admin: Operator;

beforeAll(async () => {
  t = await buildTestApp({ products: 60, env: { ...adminEnv, PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
  admin = await operator(t);
});
afterAll(() => t.close());

const today = () => indiaDate(new Date());
const inDays = (days: number) => addDays(today(), days);

let picked = 0;
/**
 * A deliverable variant of a pesticide, fertilizer or seed that no other test uses, its seeded
 * lots removed: each test receives the lots it means.
 */
async function licensedVariant(): Promise<Sellable> {
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ product_id: number; variant_id: number; state: string; pincode: string }>(
      `WITH RECURSIVE roots AS (
         SELECT id, slug AS root FROM categories WHERE parent_id IS NULL
         UNION ALL SELECT c.id, r.root FROM categories c JOIN roots r ON c.parent_id = r.id)
       SELECT p.id AS product_id, v.id AS variant_id, s.state, s.pincode
         FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
         JOIN roots r ON r.id = p.category_id
        WHERE p.status = 'ACTIVE' AND v.is_product_available AND s.state = ANY (s.served_states)
          AND r.root IN ('pesticides', 'fertilizers', 'seeds')
        ORDER BY v.id LIMIT 1 OFFSET $1`,
      [picked++],
    ),
  );
  const row = rows[0]!;
  await t.database.rawTransaction(async (tx) => {
    await tx.query('DELETE FROM lots WHERE variant_id = $1', [row.variant_id]);
    await tx.query('UPDATE variants SET inventory = 0 WHERE id = $1', [row.variant_id]);
  });
  return { productId: row.product_id, variantId: row.variant_id, state: row.state, pinCode: row.pincode };
}

/** Receives a lot through the back office, as the shop would. */
async function receive(variantId: number, batch: string, expiryDate: string, quantity: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: api(`/variants/${variantId}/lots`),
    headers: admin.headers,
    payload: { batch, mfgDate: addDays(today(), -200), expiryDate, quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function lotQuantities(variantId: number): Promise<Record<string, number>> {
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ batch: string; quantity: number }>('SELECT batch, quantity FROM lots WHERE variant_id = $1', [
      variantId,
    ]),
  );
  return Object.fromEntries(rows.map((r) => [r.batch, r.quantity]));
}

async function stockOnProductPage(item: Sellable): Promise<number | undefined> {
  const response = await t.app.inject({ url: `/api/eproduct/${item.productId}` });
  return productResponse.parse(response.json()).data.variants.find((v) => v.id === item.variantId)?.inventory;
}

describe('stock held by lot', () => {
  it('shows as inventory the sum of the sellable lots only: not the expired, not those expiring within MIN_SHELF_DAYS', async () => {
    const item = await licensedVariant();
    await receive(item.variantId, 'LATE', inDays(400), 5);
    await receive(item.variantId, 'SOON', inDays(90), 3);
    await receive(item.variantId, 'NEAR', inDays(20), 4);
    await receive(item.variantId, 'EDGE', inDays(30), 2);
    await t.database.rawTransaction((tx) =>
      tx.query(`INSERT INTO lots (variant_id, batch, mfg_date, expiry_date, quantity) VALUES ($1, 'GONE', $2, $3, 7)`, [
        item.variantId,
        inDays(-400),
        inDays(-1),
      ]),
    );

    const lots = await t.app.inject({ url: api(`/variants/${item.variantId}/lots`), headers: admin.headers });
    expect(lots.json().data).toMatchObject({
      inventory: 8,
      lots: [
        { batch: 'GONE', sellable: false },
        { batch: 'NEAR', sellable: false },
        { batch: 'EDGE', sellable: false },
        { batch: 'SOON', sellable: true },
        { batch: 'LATE', sellable: true },
      ],
    });
    expect(await stockOnProductPage(item)).toBe(8);
  });

  it('takes the lot that expires first, and records the lots shipped on the order', async () => {
    const item = await licensedVariant();
    await receive(item.variantId, 'LATE', inDays(400), 5);
    await receive(item.variantId, 'SOON', inDays(90), 3);

    const buyer = await buyerWithCart(t, item, 4);
    const order = await placedOrder(t, buyer);

    expect(await lotQuantities(item.variantId)).toEqual({ LATE: 4, SOON: 0 });
    expect(await inventoryOf(t, item.variantId)).toBe(4);
    expect(order.lots).toEqual([
      { variantId: item.variantId, batch: 'SOON', expiryDate: inDays(90), quantity: 3 },
      { variantId: item.variantId, batch: 'LATE', expiryDate: inDays(400), quantity: 1 },
    ]);
    const detail = await t.app.inject({ url: `/order/${order.id}`, headers: buyer.headers });
    expect(orderResponse.parse(detail.json()).data.lots).toEqual(order.lots);
    const backOffice = await t.app.inject({ url: api(`/orders/${order.id}`), headers: admin.headers });
    expect(adminOrderResponse.parse(backOffice.json()).data.lots).toEqual(order.lots);
  });

  it('takes a cash-on-delivery order from the lots too, first expiry first', async () => {
    const item = await licensedVariant();
    await t.database.rawTransaction(async (tx) => {
      await tx.query('UPDATE variants SET price = 10000, sale_price = NULL WHERE id = $1', [item.variantId]);
      await tx.query(
        'UPDATE sellers SET accepts_cod = true WHERE id = (SELECT seller_id FROM products WHERE id = $1)',
        [item.productId],
      );
    });
    await receive(item.variantId, 'LATER', inDays(500), 4);
    await receive(item.variantId, 'SOONER', inDays(100), 1);
    const buyer = await buyerWithCart(t, item, 2);

    const created = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers: buyer.headers,
      payload: { paymentMethod: 'COD' },
    });

    expect(created.statusCode, created.body).toBe(200);
    expect(orderResponse.parse(created.json()).data.lots.map((lot) => [lot.batch, lot.quantity])).toEqual([
      ['SOONER', 1],
      ['LATER', 1],
    ]);
    expect(await lotQuantities(item.variantId)).toEqual({ LATER: 3, SOONER: 0 });
    expect(await inventoryOf(t, item.variantId)).toBe(3);
  });

  it('never sells an expired lot nor one expiring within MIN_SHELF_DAYS, though they hold stock', async () => {
    const item = await licensedVariant();
    await receive(item.variantId, 'GOOD', inDays(200), 1);
    const buyer = await buyerWithCart(t, item, 1);
    const payment = await paidCheckout(t, buyer);
    // Meanwhile the only sellable unit goes, and the shop's other stock is near or past expiry.
    await receive(item.variantId, 'NEAR', inDays(10), 50);
    await t.database.rawTransaction(async (tx) => {
      await tx.query(`UPDATE lots SET quantity = 0 WHERE variant_id = $1 AND batch = 'GOOD'`, [item.variantId]);
      await tx.query(
        `INSERT INTO lots (variant_id, batch, mfg_date, expiry_date, quantity) VALUES ($1, 'GONE', $2, $3, 50)`,
        [item.variantId, inDays(-400), inDays(-2)],
      );
    });
    const ordersBefore = await countRows(t, 'orders');

    const answer = await createOrder(t, buyer, payment);

    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ message: messages.stockGoneRefunded });
    expect(await countRows(t, 'orders')).toBe(ordersBefore);
    expect(await lotQuantities(item.variantId)).toEqual({ GOOD: 0, NEAR: 50, GONE: 50 });
  });

  it('gives a cancelled order’s units back to the lots they came from', async () => {
    const item = await licensedVariant();
    await receive(item.variantId, 'FIRST', inDays(100), 2);
    await receive(item.variantId, 'NEXT', inDays(300), 6);
    const buyer = await buyerWithCart(t, item, 5);
    const order = await placedOrder(t, buyer);
    expect(await lotQuantities(item.variantId)).toEqual({ FIRST: 0, NEXT: 3 });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/order/cancel?orderId=${order.id}`,
      headers: buyer.headers,
    });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await lotQuantities(item.variantId)).toEqual({ FIRST: 2, NEXT: 6 });
    expect(await inventoryOf(t, item.variantId)).toBe(8);
    expect(await stockOnProductPage(item)).toBe(8);
  });

  it(
    'sells the last unit of the last lot to exactly one of 20 buyers who all paid for it',
    { timeout: 120_000 },
    async () => {
      const item = await licensedVariant();
      await receive(item.variantId, 'ONLY', inDays(200), 20);
      const buyers = [];
      for (let i = 0; i < 20; i++) buyers.push(await buyerWithCart(t, item, 1));
      const payments = [];
      for (const buyer of buyers) payments.push(await paidCheckout(t, buyer));
      await t.database.rawTransaction(async (tx) => {
        await tx.query(`UPDATE lots SET quantity = 1 WHERE variant_id = $1`, [item.variantId]);
        await tx.query(`UPDATE variants SET inventory = 1 WHERE id = $1`, [item.variantId]);
      });
      await receive(item.variantId, 'STALE', inDays(15), 30);
      const ordersBefore = await countRows(t, 'orders');

      const answers = await Promise.all(buyers.map((buyer, i) => createOrder(t, buyer, payments[i]!)));

      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
      expect(await countRows(t, 'orders')).toBe(ordersBefore + 1);
      expect(await lotQuantities(item.variantId)).toEqual({ ONLY: 0, STALE: 30 });
      expect(await inventoryOf(t, item.variantId)).toBe(0);
    },
  );

  it('brings the inventory in line when a lot crosses MIN_SHELF_DAYS as the days pass', async () => {
    const item = await licensedVariant();
    await receive(item.variantId, 'KEEP', inDays(300), 4);
    await receive(item.variantId, 'TURNING', inDays(200), 6);
    expect(await inventoryOf(t, item.variantId)).toBe(10);
    // As the calendar would leave it: the lot's expiry is now within the shelf days, the figure stale.
    await t.database.rawTransaction((tx) =>
      tx.query(`UPDATE lots SET expiry_date = $2 WHERE variant_id = $1 AND batch = 'TURNING'`, [
        item.variantId,
        inDays(29),
      ]),
    );

    const changed = await sweepInventories(t.database.db, { today: today(), minShelfDays: 30 });

    expect(changed).toBeGreaterThanOrEqual(1);
    expect(await inventoryOf(t, item.variantId)).toBe(4);
  });
});
