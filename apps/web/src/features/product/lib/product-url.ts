import type { Product } from '@krishi/contract';
import { paths } from '../../../config/paths';

/** Largest id the server accepts (a positive 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** The product id of a URL segment, or null when the segment is not a valid id. */
export function parseProductId(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** The canonical /product/{brand-slug}-{title-slug}/{id}, always built from the English texts. */
export function canonicalProductPath(product: Pick<Product, 'id' | 'title' | 'brand'>): string {
  return paths.product({ id: product.id, title: product.title.en, brand: product.brand.en });
}

/**
 * Where a product URL must be replaced to, or null to stay. Spec: only a URL with fewer than
 * three segments (/product/{id}) is redirected; any /product/{slug}/{id} form is kept.
 */
export function productRedirect(
  location: { pathname: string; search: string; hash: string },
  product: Pick<Product, 'id' | 'title' | 'brand'>,
): string | null {
  const segments = location.pathname.split('/').filter(Boolean);
  if (segments.length >= 3) return null;
  return canonicalProductPath(product) + location.search + location.hash;
}
