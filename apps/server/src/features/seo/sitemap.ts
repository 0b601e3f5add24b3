import { pagePath } from './head.js';
import type { SeoRepository } from './repository.js';

/** The protocol allows 50,000 URLs per file; product files stay well below it. */
const PRODUCTS_PER_FILE = 40_000;
const BATCH = 5_000;

/** Public pages that are not catalogue rows (apps/web/src/config/paths.ts). */
const STATIC_PATHS = [
  '/',
  '/brands',
  '/categories',
  '/crops',
  '/products',
  '/aboutus',
  '/tos',
  '/privacy',
  '/referral-points-en',
  '/referral-points-kn',
  '/refund-policy-en',
  '/refund-policy-kn',
  '/farmer-marketplace',
  '/sell-on-krishi-mandi',
];

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function url(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>\n`;
}

export interface Sitemaps {
  /** `/sitemap.xml`: every URL when they fit one file, else an index of the files below. */
  main: Buffer;
  /** `/sitemap-<name>.xml` files of a large catalogue, by name. */
  parts: Map<string, Buffer>;
}

/**
 * Builds the sitemap once per catalogue version: product rows are read in keyset batches, and
 * only the encoded files are kept (about 4 MB per 40,000 products).
 */
export async function buildSitemaps(
  repo: SeoRepository,
  base: string,
  { productsPerFile = PRODUCTS_PER_FILE } = {},
): Promise<Sitemaps> {
  const [categories, brands, terms] = await Promise.all([repo.categories(), repo.brands(), repo.agronomyTerms()]);
  const pages =
    STATIC_PATHS.map((p) => url(base + p)).join('') +
    categories.map((c) => url(base + pagePath.category(c))).join('') +
    brands.map((b) => url(base + pagePath.brand(b))).join('') +
    terms.map((t) => url(base + (t.kind === 'crop' ? pagePath.crop(t.slug) : pagePath.problem(t.slug)))).join('');

  const productFiles: string[] = [];
  let current: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await repo.productsAfter(afterId, BATCH);
    for (const row of rows) {
      current.push(url(base + pagePath.product(row), row.updatedAt));
      if (current.length === productsPerFile) {
        productFiles.push(current.join(''));
        current = [];
      }
    }
    if (rows.length < BATCH) break;
    afterId = rows[rows.length - 1]!.id;
  }
  if (current.length > 0 || productFiles.length === 0) productFiles.push(current.join(''));

  const urlset = (body: string) => Buffer.from(`${HEAD}${URLSET_OPEN}${body}</urlset>\n`);
  if (productFiles.length === 1) return { main: urlset(pages + productFiles[0]), parts: new Map() };

  const parts = new Map<string, Buffer>([['pages', urlset(pages)]]);
  productFiles.forEach((body, i) => parts.set(`products-${i + 1}`, urlset(body)));
  const index =
    `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    [...parts.keys()]
      .map((name) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${name}.xml`)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n';
  return { main: Buffer.from(index), parts };
}
