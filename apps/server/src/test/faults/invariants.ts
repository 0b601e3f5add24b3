import type { Database } from '../../db/client.js';
import type { CartLine } from './shopper.js';

export interface Invariant {
  name: string;
  /** One line per row that breaks it (the first few are printed). */
  failures: string[];
}

export interface Ledger {
  capturedPayments: number;
  orders: number;
  refunds: number;
  /** Payment orders never paid: checkouts abandoned, or started again after a crash. */
  unpaidPaymentOrders: number;
}

/** variantId -> quantity */
type Lines = Map<number, number>;

const linesOf = (cart: CartLine[]): Lines => new Map(cart.map((l) => [l.variantId, l.quantity]));
const show = (lines: Lines) =>
  [...lines]
    .sort(([a], [b]) => a - b)
    .map(([v, q]) => `${v}x${q}`)
    .join(' ') || 'nothing';
const same = (a: Lines, b: Lines) => a.size === b.size && [...a].every(([v, q]) => b.get(v) === q);

interface OrderRow {
  id: number;
  user_id: number;
  lines: Array<{ variantId: number; quantity: number }> | null;
}

/**
 * What a crash must never leave behind, read from the database after the run: money taken
 * without an order or a refund, an order without its stock movements, stock below zero or
 * moved without a record, a cart that lost lines nobody bought or kept lines someone did.
 */
export async function checkInvariants(
  database: Database,
  buyers: Array<{ userId: number; cart: CartLine[] }>,
  inventoryBefore: Map<number, number>,
): Promise<{ invariants: Invariant[]; ledger: Ledger }> {
  return database.rawTransaction(async (tx) => {
    const payments = await tx.query<{
      payment_id: string;
      status: string | null;
      order_id: number | null;
      refund_status: string | null;
      amount: number;
      refunded_amount: number;
    }>(
      `SELECT sp.id AS payment_id, po.status, o.id AS order_id, r.status AS refund_status, sp.amount, sp.refunded_amount
         FROM sandbox_payments sp
         LEFT JOIN payment_orders po ON po.gateway_order_id = sp.order_id
         LEFT JOIN orders o ON o.payment_id = sp.id
         LEFT JOIN refunds r ON r.payment_id = sp.id AND r.order_id IS NULL
        WHERE sp.status <> 'failed'`,
    );
    const moneyTaken = payments.flatMap((p) => {
      if (p.status === 'ordered' && p.order_id !== null) return [];
      if (p.status === 'refunded' && p.refund_status === 'Processed' && p.refunded_amount === p.amount) return [];
      return [
        `payment ${p.payment_id}: payment order ${p.status ?? 'missing'}, order ${p.order_id ?? 'none'}, ` +
          `refund ${p.refund_status ?? 'none'} (${p.refunded_amount} of ${p.amount} paise back)`,
      ];
    });

    const orders = await tx.query<OrderRow>(
      `SELECT o.id, o.user_id,
              (SELECT json_agg(json_build_object('variantId', (item->'variant'->>'id')::int, 'quantity', (item->>'quantity')::int))
                 FROM jsonb_array_elements(o.shipments) s, jsonb_array_elements(s->'itemList') item) AS lines
         FROM orders o ORDER BY o.id`,
    );
    const movements = await tx.query<{ order_id: number; variant_id: number; taken: number }>(
      `SELECT order_id, variant_id, -sum(change)::int AS taken FROM stock_movements
        WHERE reason = 'order' GROUP BY order_id, variant_id`,
    );
    const movedFor = new Map<number, Lines>();
    for (const m of movements) {
      if (!movedFor.has(m.order_id)) movedFor.set(m.order_id, new Map());
      movedFor.get(m.order_id)!.set(m.variant_id, m.taken);
    }
    const bought = new Map<number, Lines>();
    const orderStock = orders.flatMap((o) => {
      const lines: Lines = new Map();
      for (const l of o.lines ?? []) lines.set(l.variantId, (lines.get(l.variantId) ?? 0) + l.quantity);
      const userBought = bought.get(o.user_id) ?? new Map();
      for (const [v, q] of lines) userBought.set(v, (userBought.get(v) ?? 0) + q);
      bought.set(o.user_id, userBought);
      const moved = movedFor.get(o.id) ?? new Map();
      return same(lines, moved) ? [] : [`order ${o.id}: bought ${show(lines)}, stock moved ${show(moved)}`];
    });

    const variants = await tx.query<{ id: number; inventory: number; moved: number }>(
      `SELECT v.id, v.inventory, coalesce((SELECT sum(change)::int FROM stock_movements m WHERE m.variant_id = v.id), 0) AS moved
         FROM variants v ORDER BY v.id`,
    );
    const stock = variants.flatMap((v) => {
      const before = inventoryBefore.get(v.id);
      if (v.inventory < 0) return [`variant ${v.id}: ${v.inventory} in stock`];
      if (before !== undefined && before + v.moved !== v.inventory) {
        return [`variant ${v.id}: ${before} before, ${v.moved} moved, ${v.inventory} now`];
      }
      return [];
    });

    const cartRows = await tx.query<{ user_id: number; variant_id: number; quantity: number }>(
      'SELECT c.user_id, i.variant_id, i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id',
    );
    const carts = new Map<number, Lines>();
    for (const row of cartRows) {
      if (!carts.has(row.user_id)) carts.set(row.user_id, new Map());
      carts.get(row.user_id)!.set(row.variant_id, row.quantity);
    }
    const cartsKept = buyers.flatMap((b) => {
      const had = linesOf(b.cart);
      const took = bought.get(b.userId) ?? new Map<number, number>();
      const problems: string[] = [];
      // What was bought is what was in the cart: the order is the cart's, nothing more.
      for (const [v, q] of took) {
        if (had.get(v) !== q) problems.push(`user ${b.userId}: bought ${v}x${q}, cart had ${show(had)}`);
      }
      const expected = new Map([...had].filter(([v]) => !took.has(v)));
      const now = carts.get(b.userId) ?? new Map<number, number>();
      if (!same(expected, now)) {
        problems.push(
          `user ${b.userId}: cart ${show(now)}, expected ${show(expected)} (had ${show(had)}, bought ${show(took)})`,
        );
      }
      return problems;
    });

    const [counts] = await tx.query<{ refunds: number; unpaid: number }>(
      `SELECT (SELECT count(*)::int FROM refunds) AS refunds,
              (SELECT count(*)::int FROM payment_orders po WHERE po.status = 'pending'
                 AND NOT EXISTS (SELECT 1 FROM sandbox_payments sp WHERE sp.order_id = po.gateway_order_id)) AS unpaid`,
    );
    return {
      invariants: [
        { name: 'every captured payment is an order or a refund paid back', failures: moneyTaken },
        { name: 'every order has its stock movements', failures: orderStock },
        { name: 'stock never negative, and moved only with a record', failures: stock },
        { name: 'no cart lost: lines not bought still there, bought lines gone', failures: cartsKept },
      ],
      ledger: {
        capturedPayments: payments.length,
        orders: orders.length,
        refunds: counts!.refunds,
        unpaidPaymentOrders: counts!.unpaid,
      },
    };
  });
}
