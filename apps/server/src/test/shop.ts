import { eq } from 'drizzle-orm';
import { cartResponse, type AddressInput, type Cart } from '@krishi/contract';
import { categories, coupons, products, sellers, variants } from '../db/schema.js';
import type { TestApp } from './helper.js';
import { bearer, logIn } from './login.js';

/** A shop of our own for cart tests: sellers where we say, variants of the weights we say. */

let nextPhone = 9_200_000_000;
let nextSlug = 1;

export interface Buyer {
  userId: number;
  headers: Record<string, string>;
}

export async function newBuyer(t: TestApp): Promise<Buyer> {
  const { authToken, userId } = await logIn(t, String(nextPhone++));
  return { userId, headers: bearer(authToken) };
}

export async function addSeller(
  t: TestApp,
  place: { pincode: string; state: string; servedStates: string[] },
): Promise<number> {
  const slug = `test-seller-${nextSlug++}`;
  const [row] = await t.database.db
    .insert(sellers)
    .values({
      name: { en: `Seller ${slug}` },
      slug,
      businessName: `${slug} Pvt. Ltd.`,
      customerCareNumber: '1800-123-4567',
      ...place,
    })
    .returning({ id: sellers.id });
  return row!.id;
}

export interface VariantSpec {
  price: number;
  salePrice?: number | null;
  inventory?: number;
  /** Kilograms; 1 by default, in a 10 cm cube (volumetric 0.2 kg). */
  weight?: number;
  dims?: [number, number, number];
  isProductAvailable?: boolean;
}

export interface TestProduct {
  id: number;
  variantIds: number[];
}

export async function addProduct(
  t: TestApp,
  sellerId: number,
  specs: VariantSpec[],
  status = 'ACTIVE',
): Promise<TestProduct> {
  const db = t.database.db;
  let [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  category ??= (
    await db
      .insert(categories)
      .values({ name: { en: 'Seeds' }, slug: 'seeds' })
      .returning({ id: categories.id })
  )[0];
  const text = { en: 'text' };
  const [product] = await db
    .insert(products)
    .values({
      sellerId,
      categoryId: category!.id,
      name: `product-${nextSlug}`,
      title: { en: `Product ${nextSlug++}` },
      brand: text,
      description: text,
      application: text,
      features: text,
      dosage: text,
      status,
      ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    })
    .returning({ id: products.id });
  const rows = await db
    .insert(variants)
    .values(
      specs.map((spec, position) => ({
        productId: product!.id,
        name: { en: `Pack ${position + 1}` },
        price: spec.price,
        salePrice: spec.salePrice ?? null,
        inventory: spec.inventory ?? 10,
        isProductAvailable: spec.isProductAvailable ?? true,
        weight: spec.weight ?? 1,
        length: spec.dims?.[0] ?? 10,
        width: spec.dims?.[1] ?? 10,
        height: spec.dims?.[2] ?? 10,
        position,
      })),
    )
    .returning({ id: variants.id });
  // As the back office's writes do: the catalogue shows a product once its index has looked again.
  t.app.catalogueCache.clear();
  return { id: product!.id, variantIds: rows.map((r) => r.id) };
}

export async function setInventory(t: TestApp, variantId: number, inventory: number): Promise<void> {
  await t.database.db.update(variants).set({ inventory }).where(eq(variants.id, variantId));
  t.app.catalogueCache.clear();
}

export async function addCoupon(
  t: TestApp,
  coupon: {
    code: string;
    percentage?: boolean;
    discountValue: number;
    minOrderValue?: number;
    expiryDate: string;
    perUserLimit?: number | null;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      percentage: false,
      minOrderValue: 0,
      perUserLimit: null,
      description: { en: coupon.code },
      ...coupon,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

export const bengaluru: AddressInput = {
  name: 'Asha Gowda',
  addressLine1: 'Near the bus stand',
  taluk: 'Bengaluru North',
  district: 'Bengaluru',
  state: 'Karnataka',
  country: 'INDIA',
  pinCode: '560001',
  phoneNumber: '9876543210',
};

export async function addAddress(t: TestApp, buyer: Buyer, address: AddressInput = bengaluru): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/userAddress',
    headers: buyer.headers,
    payload: address,
  });
  if (response.statusCode !== 200) throw new Error(`saving an address failed: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

export type Line = { product: TestProduct; variant?: number; quantity: number };

/** The body of `PUT /cart/saveUpdateCart` as the page sends it. */
export const cartBody = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  cartItems: lines.map((line) => ({
    productId: line.product.id,
    variantId: line.product.variantIds[line.variant ?? 0],
    quantity: line.quantity,
  })),
  ...extra,
});

export async function saveCart(t: TestApp, buyer: Buyer, body: unknown) {
  return t.app.inject({ method: 'PUT', url: '/cart/saveUpdateCart', headers: buyer.headers, payload: body as object });
}

export async function readCart(t: TestApp, buyer: Buyer): Promise<Cart> {
  const response = await t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers });
  if (response.statusCode !== 200) throw new Error(`reading the cart failed: ${response.body}`);
  return cartResponse.parse(response.json()).data;
}
