import type { APIRequestContext } from '@playwright/test';
import type { CategoriesResponse, ProductListResponse, ProductSummary, SellersResponse } from '@krishi/contract';
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

export async function inStockProduct(request: APIRequestContext): Promise<ProductSummary> {
  const product = (await products(request)).content.find(hasStock);
  if (!product) throw new Error('the seeded catalogue has no product in stock on its first page');
  return product;
}

export const productPath = (p: ProductSummary) => paths.product({ id: p.id, title: p.title.en, brand: p.brand.en });
