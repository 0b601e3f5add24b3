import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { buyerWithCart, paidCheckout, placedOrder, sellableVariant, type Buyer, type Sellable } from '../buyers.js';
import { checkInvariants } from './invariants.js';

let t: TestApp;
let item: Sellable;
let inventoryBefore: Map<number, number>;
const buyers: Array<Buyer & { cart: Array<{ productId: number; variantId: number; quantity: number }> }> = [];

const sql = <T>(text: string, params: unknown[] = []) => t.database.rawTransaction((tx) => tx.query<T>(text, params));

async function shopper(quantity: number) {
  const buyer = await buyerWithCart(t, item, quantity);
  const entry = { ...buyer, cart: [{ productId: item.productId, variantId: item.variantId, quantity }] };
  buyers.push(entry);
  return entry;
}

const failuresOf = async (name: RegExp) => {
  const { invariants } = await checkInvariants(t.database, buyers, inventoryBefore);
  return invariants.find((i) => name.test(i.name))!.failures;
};

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  item = await sellableVariant(t, 50);
  const rows = await sql<{ id: number; inventory: number }>('SELECT id, inventory FROM variants');
  inventoryBefore = new Map(rows.map((r) => [r.id, r.inventory]));
  for (const quantity of [1, 2]) await placedOrder(t, await shopper(quantity));
  await shopper(3);
});
afterAll(async () => {
  await t?.close();
});

// Each check must see what it exists to see: the fault run's "ok" means nothing otherwise.
describe('the fault run reads the database for what a crash must not leave', () => {
  it('passes a shop whose checkouts all finished', async () => {
    const { invariants, ledger } = await checkInvariants(t.database, buyers, inventoryBefore);
    expect(invariants.flatMap((i) => i.failures)).toEqual([]);
    expect(ledger).toMatchObject({ capturedPayments: 2, orders: 2, refunds: 0 });
  });

  it('reports a cart that lost a line nobody bought', async () => {
    await sql('DELETE FROM cart_items i USING carts c WHERE c.id = i.cart_id AND c.user_id = $1', [buyers[2]!.userId]);
    expect(await failuresOf(/no cart lost/)).toEqual([
      `user ${buyers[2]!.userId}: cart nothing, expected ${item.variantId}x3 (had ${item.variantId}x3, bought nothing)`,
    ]);
  });

  it('reports a captured payment that is neither an order nor a refund', async () => {
    const paid = await paidCheckout(t, (await shopper(1)) as Buyer);
    expect(await failuresOf(/captured payment/)).toEqual([
      expect.stringContaining(`payment ${paid.paymentId}: payment order pending, order none, refund none`),
    ]);
  });

  it('reports an order whose stock movements are missing, and stock that moved without them', async () => {
    const [order] = await sql<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 1');
    await sql('DELETE FROM stock_movements WHERE order_id = $1', [order!.id]);
    expect(await failuresOf(/stock movements/)).toEqual([
      `order ${order!.id}: bought ${item.variantId}x1, stock moved nothing`,
    ]);
    expect(await failuresOf(/stock never negative/)).toEqual([
      `variant ${item.variantId}: 50 before, -2 moved, 47 now`,
    ]);
  });

  it('reports stock below zero', async () => {
    await sql('ALTER TABLE variants DROP CONSTRAINT IF EXISTS variants_inventory_check');
    await sql('UPDATE variants SET inventory = -1 WHERE id = $1', [item.variantId]);
    expect(await failuresOf(/stock never negative/)).toEqual([`variant ${item.variantId}: -1 in stock`]);
  });
});
