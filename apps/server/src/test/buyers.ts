import { expect } from 'vitest';
import {
  addressResponse,
  orderResponse,
  paymentOrderResponse,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  type Order,
  type PaymentInfo,
} from '@krishi/contract';
import type { TestApp } from './helper.js';
import { bearer, logIn } from './login.js';
import { setStock } from './faults/stock.js';

/** A variant a buyer can have delivered: its seller serves its own state, from its own pincode. */
export interface Sellable {
  productId: number;
  variantId: number;
  state: string;
  pinCode: string;
}

/** The first available variant whose seller delivers to its own state, its stock set to `inventory`. */
export async function sellableVariant(t: TestApp, inventory: number, skip = 0): Promise<Sellable> {
  const rows = await t.database.rawTransaction((tx) =>
    tx.query<{ product_id: number; variant_id: number; state: string; pincode: string }>(
      `SELECT p.id AS product_id, v.id AS variant_id, s.state, s.pincode
         FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
        WHERE p.status = 'ACTIVE' AND v.is_product_available AND s.state = ANY (s.served_states)
        ORDER BY v.id LIMIT 1 OFFSET $1`,
      [skip],
    ),
  );
  const row = rows[0];
  if (!row) throw new Error('the seed has no deliverable variant');
  await setInventory(t, row.variant_id, inventory);
  return { productId: row.product_id, variantId: row.variant_id, state: row.state, pinCode: row.pincode };
}

/** The variant's sellable stock, by lot or plain (see `setStock`). */
export async function setInventory(t: TestApp, variantId: number, inventory: number): Promise<void> {
  await t.database.rawTransaction((tx) => setStock((text, params) => tx.query(text, params), variantId, inventory));
  // As the back office's stock writes do: the product page and the listing show a card's stock.
  t.app.catalogueCache.clear();
}

export async function inventoryOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ inventory: number }>('SELECT inventory FROM variants WHERE id = $1', [variantId]),
  );
  return row!.inventory;
}

/** Rows of a table, counted: what a refused call must leave as it was. */
export async function countRows(
  t: TestApp,
  table: 'orders' | 'refunds' | 'stock_movements' | 'payment_orders',
): Promise<number> {
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return row!.n;
}

let nextPhone = 0;
/** A phone number no other user of the test file has. */
export const newPhone = () => `9${100_000_000 + nextPhone++}`;

export interface Buyer {
  token: string;
  userId: number;
  headers: { authorization: string };
}

/** A buyer's delivery address in `state` at `pinCode`: where a test's seller delivers. */
export function buyerAddress(state: string, pinCode: string) {
  return {
    name: 'Asha Farmer',
    addressLine1: '12 Market Road',
    taluk: 'Central',
    district: 'Central',
    state,
    country: 'INDIA',
    pinCode,
    phoneNumber: '9876543210',
  };
}

/** A new user who logged in, saved an address where `item` is delivered, and put `quantity` of it in the cart. */
export async function buyerWithCart(t: TestApp, item: Sellable, quantity = 1): Promise<Buyer> {
  const login = await logIn(t, newPhone());
  const headers = bearer(login.authToken);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/userAddress',
    headers,
    payload: buyerAddress(item.state, item.pinCode),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const addressId = addressResponse.parse(saved.json()).data.id;
  const cart = await t.app.inject({
    method: 'PUT',
    url: '/cart/saveUpdateCart',
    headers,
    payload: { cartItems: [{ productId: item.productId, variantId: item.variantId, quantity }], addressId },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  return { token: login.authToken, userId: login.userId, headers };
}

/** Checkout's first step: a payment order for the stored cart. */
export async function startPayment(t: TestApp, buyer: Buyer) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/cart/validateAndProceedToPaymentNew',
    headers: buyer.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentOrderResponse.parse(response.json()).data;
}

/** Pays a payment order with the sandbox's paying test card. */
export async function payWithCard(t: TestApp, buyer: Buyer, orderId: string): Promise<PaymentInfo> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/pay',
    headers: buyer.headers,
    payload: { orderId, cardNumber: SANDBOX_CARD_PAYS },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sandboxPayResponse.parse(response.json());
}

/** Validate, then pay: the signed payment info the browser would hold. */
export async function paidCheckout(t: TestApp, buyer: Buyer): Promise<PaymentInfo> {
  const started = await startPayment(t, buyer);
  return payWithCard(t, buyer, started.paymentOrderId);
}

export function createOrder(t: TestApp, buyer: Buyer, paymentInfo: PaymentInfo) {
  return t.app.inject({ method: 'POST', url: '/order/create', headers: buyer.headers, payload: { paymentInfo } });
}

/** The whole path: cart, payment, order. */
export async function placedOrder(t: TestApp, buyer: Buyer): Promise<Order> {
  const response = await createOrder(t, buyer, await paidCheckout(t, buyer));
  expect(response.statusCode, response.body).toBe(200);
  return orderResponse.parse(response.json()).data;
}
