import { createHash } from 'node:crypto';
import type { Product } from '@krishi/contract';
import { pagePath, productMeta, renderHead, text, type PageMeta } from './head.js';
import type { SeoRepository } from './repository.js';

export interface RenderedPage {
  status: 200 | 404;
  html: Buffer;
  etag: string;
}

const MAX_ID = 2_147_483_647;
const PRODUCT = /^\/product\/(?:[^/]+\/)?(\d+)\/?$/;
const CATEGORY = /^\/products\/[^/]*\/(\d+)\/?$/;
const BRAND = /^\/products\/[^/]*-(\d+)\/?$/;
const LISTING = /^\/products\/?$/;

function toId(digits: string | undefined): number | null {
  const n = Number(digits);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/**
 * index.html with the head a page needs before any script runs: title, description, canonical
 * URL, Open Graph and Twitter tags, and JSON-LD for products. Rendered pages are kept per URL,
 * least recently used first out, and dropped whenever the catalogue changes.
 */
export class PageHeads {
  private readonly cache = new Map<string, RenderedPage>();

  constructor(
    private readonly template: string,
    /** The catalogue's own product lookup, so a page head shows what the product API shows. */
    private readonly catalogue: { product(id: number): Promise<Product | null> },
    private readonly seo: SeoRepository,
    private readonly maxEntries = 5000,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  /** `path` is the URL path, `sellerId` the query parameter of `/products?sellerId=`. */
  async render(base: string, path: string, sellerId?: string): Promise<RenderedPage> {
    const kind = PRODUCT.test(path) || CATEGORY.test(path) || BRAND.test(path) || LISTING.test(path);
    // Every other page shares one head: the shop's own.
    const key = kind ? `${base}${path}?${LISTING.test(path) ? (sellerId ?? '') : ''}` : `${base}*`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const meta = kind ? await this.metaFor(base, path, sellerId) : this.siteMeta(path === '/');
    const page = this.page(meta, base);
    this.cache.set(key, page);
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    return page;
  }

  private siteMeta(isHome: boolean): PageMeta {
    return {
      title: text('app.name'),
      description: text('app.tagline'),
      type: 'website',
      ...(isHome ? { canonicalPath: '/' } : {}),
    };
  }

  private async metaFor(base: string, path: string, sellerId: string | undefined): Promise<PageMeta> {
    const missing: PageMeta = { ...this.siteMeta(false), missing: true };
    const productId = path.match(PRODUCT)?.[1];
    if (productId !== undefined) {
      const id = toId(productId);
      const product = id ? await this.catalogue.product(id) : null;
      return product ? productMeta(product, base) : missing;
    }
    const categoryId = path.match(CATEGORY)?.[1];
    if (categoryId !== undefined) {
      const id = toId(categoryId);
      const category = id ? await this.seo.category(id) : null;
      if (!category) return missing;
      return {
        title: category.name,
        description: text('seo.categoryDescription', { name: category.name }),
        canonicalPath: pagePath.category(category),
        type: 'website',
      };
    }
    const brandId = path.match(BRAND)?.[1] ?? (LISTING.test(path) ? sellerId : undefined);
    if (brandId !== undefined) {
      const id = toId(brandId);
      const brand = id ? await this.seo.brand(id) : null;
      if (!brand) return missing;
      return {
        title: brand.name,
        description: text('seo.brandDescription', { name: brand.name }),
        canonicalPath: pagePath.brand(brand),
        type: 'website',
        ...(brand.image ? { imageKey: brand.image } : {}),
      };
    }
    return {
      title: text('seo.productsTitle'),
      description: text('seo.productsDescription'),
      canonicalPath: '/products',
      type: 'website',
    };
  }

  private page(meta: PageMeta, base: string): RenderedPage {
    const head = renderHead(meta, base);
    const html = Buffer.from(
      this.template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`)
        .replace('<!--app-head-->', () => head.tags),
    );
    return {
      status: meta.missing ? 404 : 200,
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
  }
}
