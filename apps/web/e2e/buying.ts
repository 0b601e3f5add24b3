import type { APIRequestContext } from '@playwright/test';
import {
  addressResponse,
  cartResponse,
  orderResponse,
  paymentOrderResponse,
  sandboxPayResponse,
  serviceabilityResponse,
  shownPrice,
  SANDBOX_CARD_PAYS,
  type Address,
  type Cart,
  type Order,
  type ProductSummary,
} from '@krishi/contract';
import type { ApiSession } from './auth';
import { couponsFor, products } from './catalogue';
import { expect } from './fixtures';

/** The buyer lives in Mandya, Karnataka: the place the Quick Address Fill finds for 'Mandya'. */
export const BUYER = {
  name: 'Asha Gowda',
  phoneNumber: '9876543210',
  addressLine1: 'Near the bus stand',
  village: 'Mandya',
  taluk: 'Mandya',
  district: 'Mandya',
  state: 'Karnataka',
  pinCode: '571401',
  country: 'INDIA',
} as const;

/**
 * Units a bought pack must have to spare. Every buying test orders from the first page of the
 * listing, so a pack with only a few units would run out during a run and refuse a later save.
 */
const SPARE_UNITS = 10;

/** The pack the buying helpers put in a cart: the product's first with units to spare. */
export const packToBuy = (product: ProductSummary) => product.variants.find((v) => v.inventory >= SPARE_UNITS);

const headers = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

async function deliversToBuyer(request: APIRequestContext, product: ProductSummary): Promise<boolean> {
  const variant = packToBuy(product)!;
  const response = await request.get(
    `/api/eproduct/${product.id}/serviceability?pinCode=${BUYER.pinCode}&variantId=${variant.id}`,
    { headers: { 'X-Platform': 'web' } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return serviceabilityResponse.parse(await response.json()).data.deliverable;
}

/** Pincodes of other states, where sellers that do not serve the buyer's state may deliver. */
const OTHER_STATES_PINCODES = ['400001', '110001', '700001', '500001', '380001', '141001'];

/** A pincode the product's seller delivers to, found with the product page's check. */
export async function pinCodeServedFor(request: APIRequestContext, product: ProductSummary): Promise<string> {
  const variant = packToBuy(product)!;
  for (const pinCode of OTHER_STATES_PINCODES) {
    const response = await request.get(
      `/api/eproduct/${product.id}/serviceability?pinCode=${pinCode}&variantId=${variant.id}`,
      { headers: { 'X-Platform': 'web' } },
    );
    if (response.ok() && serviceabilityResponse.parse(await response.json()).data.deliverable) return pinCode;
  }
  throw new Error(`no pincode of ${OTHER_STATES_PINCODES.join(', ')} is served for product ${product.id}`);
}

/**
 * Products with a pack to buy, of `count` different sellers that do (or do not) deliver to the
 * buyer, found as a visitor would: the product page's serviceability check for the buyer's
 * pincode. `minPrice` (paise) asks for products whose pack to buy costs at least that.
 */
export async function productsOfSellers(
  request: APIRequestContext,
  count: number,
  deliverable: boolean,
  minPrice: number = 0,
): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (const product of (await products(request)).content) {
    const pack = packToBuy(product);
    if (!pack || found.some((p) => p.sellerId === product.sellerId)) continue;
    if (shownPrice(pack) < minPrice) continue;
    if ((await deliversToBuyer(request, product)) === deliverable) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`the seeded catalogue's first page has no ${count} sellers with deliverable=${deliverable}`);
}

/** Puts one unit of each product's pack to buy in the cart, as the cart control does. */
export async function fillCart(
  request: APIRequestContext,
  session: ApiSession,
  items: ProductSummary[],
  addressId: number | null = null,
): Promise<Cart> {
  const cartItems = items.map((p) => ({
    productId: p.id,
    variantId: packToBuy(p)!.id,
    quantity: 1,
  }));
  const response = await request.put('/cart/saveUpdateCart', {
    headers: headers(session),
    data: { cartItems, addressId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return cartResponse.parse(await response.json()).data;
}

/** Saves the buyer's address, as the side form does. */
export async function addAddress(request: APIRequestContext, session: ApiSession): Promise<Address> {
  const response = await request.post('/api/userAddress', { headers: headers(session), data: BUYER });
  expect(response.ok(), await response.text()).toBe(true);
  return addressResponse.parse(await response.json()).data;
}

/** A paid order of one deliverable product, made through the API: the setup for the order screens. */
export async function placeOrder(request: APIRequestContext, session: ApiSession): Promise<Order> {
  const address = await addAddress(request, session);
  const cart = await fillCart(request, session, await productsOfSellers(request, 1, true), address.id);
  return payForCart(request, session, cart);
}

/** As `placeOrder`, with the buyer's coupon of the smallest minimum applied to the cart. */
export async function placeOrderWithCoupon(request: APIRequestContext, session: ApiSession): Promise<Order> {
  const address = await addAddress(request, session);
  const coupon = (await couponsFor(request, session))[0];
  expect(coupon, 'the seeded coupons offer this buyer one').toBeDefined();
  const bought = await productsOfSellers(request, 1, true, coupon!.minOrderValue);
  const cart = await fillCart(request, session, bought, address.id);
  const applied = await request.post('/cart/coupon', {
    headers: headers(session),
    data: { couponCode: coupon!.couponCode },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return payForCart(request, session, cart);
}

/** Pays the stored cart by the sandbox's test card and makes its order, as the checkout does. */
async function payForCart(request: APIRequestContext, session: ApiSession, cart: Cart): Promise<Order> {
  const started = await request.post('/cart/validateAndProceedToPaymentNew', { headers: headers(session), data: cart });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentOrderId } = paymentOrderResponse.parse(await started.json()).data;
  const paid = await request.post('/sandbox/pay', {
    headers: headers(session),
    data: { orderId: paymentOrderId, cardNumber: SANDBOX_CARD_PAYS },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const paymentInfo = sandboxPayResponse.parse(await paid.json());
  const created = await request.post('/order/create', { headers: headers(session), data: { paymentInfo } });
  expect(created.ok(), await created.text()).toBe(true);
  return orderResponse.parse(await created.json()).data;
}
