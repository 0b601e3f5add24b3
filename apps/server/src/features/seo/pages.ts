import type { Product, ProductSummary, Promotion } from '@krishi/contract';
import { pagePath, productMeta, renderHead, text, type PageMeta } from './head.js';
import type { SeoRepository } from './repository.js';

/** A page's head: its `<title>`, the tags for `<!--app-head-->`, and whether what it names exists. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  tags: string;
}

const MAX_ID = 2_147_483_647;
const PRODUCT = /^\/product\/(?:[^/]+\/)?(\d+)\/?$/;
const CATEGORY = /^\/products\/[^/]*\/(\d+)\/?$/;
const BRAND = /^\/products\/[^/]*-(\d+)\/?$/;
const LISTING = /^\/products\/?$/;
const CROPS = /^\/crops\/?$/;
const AGRONOMY = /^\/(crops|pests)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

function toId(digits: string | undefined): number | null {
  const n = Number(digits);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** What pages are made from: the catalogue's own reads, so a page shows what the API shows. */
export interface PageCatalogue {
  product(id: number): Promise<Product | null>;
  promotions(): Promise<Promotion[]>;
  /** The first card of a listing, newest first, as the product list API sends it. */
  firstCard(filter: { categoryId?: number; sellerId?: number }): Promise<ProductSummary | null>;
}

/**
 * The head a page needs before any script runs: title, description, canonical URL, Open Graph
 * and Twitter tags, JSON-LD for products, and the preload of the first screen's largest image.
 * Heads are kept per URL, least recently used first out, and dropped whenever the catalogue
 * changes.
 */
export class PageHeads {
  private readonly cache = new Map<string, PageHead>();

  constructor(
    private readonly catalogue: PageCatalogue,
    private readonly seo: SeoRepository,
    private readonly maxEntries = 5000,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  /**
   * `path` is the URL path, `sellerId` the query parameter of `/products?sellerId=`, `firstPage`
   * whether the page shows its list's first page (no `?page=` past the first).
   */
  async render(base: string, path: string, sellerId?: string, firstPage = true): Promise<PageHead> {
    const kind =
      PRODUCT.test(path) ||
      CATEGORY.test(path) ||
      BRAND.test(path) ||
      LISTING.test(path) ||
      CROPS.test(path) ||
      AGRONOMY.test(path);
    const home = path === '/';
    // Every other page shares one head: the shop's own.
    const key = kind
      ? `${base}${path}?${LISTING.test(path) ? (sellerId ?? '') : ''}&${firstPage}`
      : home
        ? `${base}/`
        : `${base}*`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const meta = kind
      ? await this.metaFor(base, path, sellerId, firstPage)
      : home
        ? await this.homeMeta()
        : this.siteMeta(false);
    const page = this.head(meta, base);
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

  /** The home page's largest image is the first offer of the carousel. */
  private async homeMeta(): Promise<PageMeta> {
    const [first] = await this.catalogue.promotions();
    return { ...this.siteMeta(true), ...(first ? { firstImage: { kind: 'promotion', key: first.imageUrl } } : {}) };
  }

  /** A listing's largest image is its first card's, on the list's first page only. */
  private async listingImage(
    filter: { categoryId?: number; sellerId?: number },
    firstPage: boolean,
  ): Promise<Pick<PageMeta, 'firstImage'>> {
    const key = firstPage ? (await this.catalogue.firstCard(filter))?.images[0] : undefined;
    return key ? { firstImage: { kind: 'card', key } } : {};
  }

  private async metaFor(
    base: string,
    path: string,
    sellerId: string | undefined,
    firstPage: boolean,
  ): Promise<PageMeta> {
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
        ...(await this.listingImage({ categoryId: category.id }, firstPage)),
      };
    }
    if (CROPS.test(path)) {
      return {
        title: text('seo.cropsTitle'),
        description: text('seo.cropsDescription'),
        canonicalPath: pagePath.crops(),
        type: 'website',
      };
    }
    const agronomy = path.match(AGRONOMY);
    if (agronomy) {
      const [, section, slug = ''] = agronomy;
      const term = await this.seo.agronomyTerm(slug);
      const isCrop = term?.kind === 'crop';
      if (!term || isCrop !== (section === 'crops')) return missing;
      return {
        title: text(isCrop ? 'seo.cropTitle' : 'seo.problemTitle', { name: term.name }),
        description: text(isCrop ? 'seo.cropDescription' : 'seo.problemDescription', { name: term.name }),
        canonicalPath: isCrop ? pagePath.crop(term.slug) : pagePath.problem(term.slug),
        type: 'website',
        ...(term.imageUrl ? { imageKey: term.imageUrl } : {}),
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
        ...(await this.listingImage({ sellerId: brand.id }, firstPage)),
      };
    }
    return {
      title: text('seo.productsTitle'),
      description: text('seo.productsDescription'),
      canonicalPath: '/products',
      type: 'website',
      ...(await this.listingImage({}, firstPage)),
    };
  }

  private head(meta: PageMeta, base: string): PageHead {
    return { status: meta.missing ? 404 : 200, ...renderHead(meta, base) };
  }
}
