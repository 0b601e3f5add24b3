import { servedMediaWidth } from '@krishi/contract';

/** What an image key names; keys are stored in the catalogue rows (products.images, sellers.image …). */
export type MediaKey =
  | { kind: 'product'; id: number; index: number }
  | { kind: 'brand'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'promotion'; id: number }
  | { kind: 'agronomy'; slug: string };

export const MAX_KEY_LENGTH = 128;
const MAX_ID = 2_147_483_647;

/**
 * 'invalid' for a key that can never be an image (traversal, odd characters, absurd length),
 * 'unknown' for a well-formed key of no known kind; both are answered without touching disk.
 */
export function parseMediaKey(key: string): MediaKey | 'invalid' | 'unknown' {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return 'invalid';
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(key) || key.includes('//')) return 'invalid';
  // A crop, pest, disease or weed, by its slug (issue 18).
  const term = /^agronomy\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(key);
  if (term) return { kind: 'agronomy', slug: term[1]! };
  const m =
    /^products\/p(\d{1,10})-(\d{1,3})$/.exec(key) ??
    /^(brands)\/b(\d{1,10})$/.exec(key) ??
    /^(categories)\/c(\d{1,10})$/.exec(key) ??
    // banner- since the banners lost their words (migration 0015); promo- before, kept for old links.
    /^(promotions)\/(?:banner|promo)-(\d{1,10})$/.exec(key);
  if (!m) return 'unknown';
  const id = Number(m[1] === 'brands' || m[1] === 'categories' || m[1] === 'promotions' ? m[2] : m[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return 'unknown';
  if (m[1] === 'brands') return { kind: 'brand', id };
  if (m[1] === 'categories') return { kind: 'category', id };
  if (m[1] === 'promotions') return { kind: 'promotion', id };
  const index = Number(m[2]);
  return index >= 1 ? { kind: 'product', id, index } : 'unknown';
}

export const DEFAULT_MEDIA_WIDTH = 320;

/** The width the route renders for a request's `w`: one of the contract's MEDIA_WIDTHS. */
export function mediaWidth(requested: string | undefined): number {
  const n = Number(requested);
  if (requested === undefined || requested.trim() === '' || !Number.isFinite(n) || n <= 0) return DEFAULT_MEDIA_WIDTH;
  return servedMediaWidth(n);
}
