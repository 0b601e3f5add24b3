import type { APIRequestContext } from '@playwright/test';
import {
  productResponse,
  type Cart,
  type CartResponse,
  type CategoriesResponse,
  type Coupon,
  type CouponsResponse,
  type Product,
  type ProductListResponse,
  type ProductSummary,
  type SellersResponse,
  type ServiceabilityResponse,
} from '@krishi/contract';
import { paths } from '../src/config/paths';

const headers = { 'X-Platform': 'web' };

/** Real rows of the seeded catalogue, found the way the page finds them: through the public API. */
export async function rootCategories(request: APIRequestContext) {
  const response = await request.post('/api/ecategory/storeFrontcategories', { data: { status: 'ACTIVE' }, headers });
  return ((await response.json()) as CategoriesResponse).rootCategories;
}

export async function products(request: APIRequestContext, body: Record<string, unknown> = {}, pageSize = 40) {
  const response = await request.post(`/api/eproduct/products?pageNum=0&pageSize=${pageSize}`, {
    data: { status: 'ACTIVE', ...body },
    headers,
  });
  return (await response.json()) as ProductListResponse;
}

export async function brands(request: APIRequestContext) {
  const response = await request.post('/api/seller/getStoreFrontSellers', {
    data: { status: 'ACTIVE', pageNum: 0, pageSize: 9 },
    headers,
  });
  return ((await response.json()) as SellersResponse).content;
}

export const hasStock = (p: ProductSummary) => p.variants.some((v) => v.inventory > 0);

export async function inStockProduct(
  request: APIRequestContext,
  { withPictures = false } = {},
): Promise<ProductSummary> {
  const product = (await products(request)).content.find((p) => hasStock(p) && (!withPictures || p.images.length > 0));
  if (!product) throw new Error('the seeded catalogue has no product in stock on its first page');
  return product;
}

/** One product's whole record, as its page reads it. */
export async function fullProduct(request: APIRequestContext, id: number): Promise<Product> {
  return productResponse.parse(await (await request.get(`/api/eproduct/${id}`, { headers })).json()).data;
}

/** The product page shows the dose calculator: a crop to choose and a dose to scale. */
export const hasDoseCalculator = (p: Product) =>
  p.agronomy.crops.length > 0 && Boolean(p.agronomy.dosePerAcre || p.agronomy.dosePerLitre);

/**
 * The first product of the first listing page whose whole record `wanted` accepts (a dose, two
 * pictures, a pesticide label): what a listing card does not show is only in that record.
 */
export async function fullProductWhere(
  request: APIRequestContext,
  what: string,
  wanted: (product: Product) => boolean,
): Promise<Product> {
  for (const summary of (await products(request)).content) {
    const full = await fullProduct(request, summary.id);
    if (wanted(full)) return full;
  }
  throw new Error(`no product on the first listing page ${what}`);
}

export const productPath = (p: ProductSummary) => paths.product({ id: p.id, title: p.title.en, brand: p.brand.en });

// ---- The cart: what a test needs in place but does not itself test, made through the API. ----

interface Bearer {
  authToken: string;
  userId: number;
}

const bearer = (session: Bearer) => ({ ...headers, Authorization: `Bearer ${session.authToken}` });

/** Every product on the first listing page with a variant in stock, each with that variant. */
export async function stockedProducts(request: APIRequestContext) {
  return (await products(request)).content.flatMap((product) => {
    const variant = product.variants.find((v) => v.inventory > 0);
    return variant ? [{ product, variant }] : [];
  });
}

/** Replaces the user's cart with these lines, as the page's save does; answers the priced cart. */
export async function putCart(
  request: APIRequestContext,
  session: Bearer,
  lines: ReadonlyArray<{ productId: number; variantId: number; quantity: number }>,
): Promise<Cart> {
  const response = await request.put('/cart/saveUpdateCart', {
    headers: bearer(session),
    data: { userId: session.userId, cartItems: lines },
  });
  if (!response.ok()) throw new Error(`saving the cart failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as CartResponse).data;
}

export async function couponsFor(request: APIRequestContext, session: Bearer): Promise<Coupon[]> {
  const response = await request.get(`/coupons/user/${session.userId}`, { headers: bearer(session) });
  return ((await response.json()) as CouponsResponse).data;
}

/** The product page's delivery check, asked of the API directly. */
export async function serviceability(
  request: APIRequestContext,
  productId: number,
  pinCode: string,
  variantId: number,
) {
  const response = await request.get(`/api/eproduct/${productId}/serviceability`, {
    headers,
    params: { pinCode, variantId },
  });
  return ((await response.json()) as ServiceabilityResponse).data;
}
