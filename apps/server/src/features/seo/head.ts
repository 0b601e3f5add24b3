import {
  bundles,
  MEDIA_WIDTHS,
  paiseToRupees,
  SEO_DESCRIPTION_LENGTH,
  shownPrice,
  slugify,
  type MessageKey,
  type Product,
} from '@krishi/contract';

/** What a page tells search engines and link previews; rendered into index.html's head. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's one true URL, e.g. `/product/krishi-seeds-tomato/12`. */
  canonicalPath?: string;
  /** Media key of the preview image; the site logo when absent. */
  imageKey?: string;
  type: 'website' | 'product';
  /** Structured data for search engines (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** The image that will be the largest on the first screen: preloaded from the head. */
  firstImage?: FirstImage;
  /** A page for a missing product or category: answered 404 and kept out of the index. */
  missing?: boolean;
}

const en = bundles.en_In;

/** An English page text; the head is written once for every visitor, so it is in English. */
export function text(key: MessageKey, values: Record<string, string> = {}): string {
  return en[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Page URL shapes of the storefront (apps/web/src/config/paths.ts); links use English names. */
export const pagePath = {
  product: (p: { id: number; title: string; brand: string }) =>
    `/product/${slugify(`${p.brand} ${p.title}`) || 'product'}/${p.id}`,
  category: (c: { id: number; name: string }) => `/products/${slugify(c.name) || `category-${c.id}`}/${c.id}`,
  brand: (b: { id: number; name: string }) => `/products/${slugify(b.name)}-${b.id}`,
  crops: () => '/crops',
  crop: (slug: string) => `/crops/${slug}`,
  /** Diseases and weeds too: one page shape for whatever harms a crop. */
  problem: (slug: string) => `/pests/${slug}`,
};

/** Plain text of a rich-text field, cut to the spec's 160 characters at a word boundary. */
export function describe(html: string): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= SEO_DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, SEO_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SEO_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a script element: `<`, `>` and `&` become \u escapes, so no text in the data can
 * close the element (`</script>`) or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The images that are the largest on a first screen, as the page shows them
 * (the contract's MEDIA_WIDTHS; the sizes and intrinsic sizes of
 * features/product/lib/gallery-image.ts, features/listing/components/product-card.tsx and
 * promotions-carousel.tsx): the server's copy must name the same files, or the browser downloads
 * the image twice.
 */
const FIRST_IMAGES = {
  gallery: { sizes: '(min-width: 1024px) 520px, (min-width: 768px) 45vw, 100vw' },
  promotion: { sizes: '(max-width: 1272px) 100vw, 1240px' },
  card: { sizes: '(max-width: 599px) 46vw, (max-width: 1023px) 30vw, 230px' },
} as const;

export interface FirstImage {
  kind: keyof typeof FIRST_IMAGES;
  key: string;
}

function srcset(key: string): string {
  return MEDIA_WIDTHS.map((w) => `/media/${key}?w=${w} ${w}w`).join(', ');
}

function imagePreload({ kind, key }: FirstImage): string {
  const gallery = kind === 'gallery' ? ` data-gallery-preload="${escapeHtml(key)}"` : '';
  return (
    `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset(key))}" ` +
    `imagesizes="${FIRST_IMAGES[kind].sizes}" fetchpriority="high"${gallery} />`
  );
}

/**
 * A head for a visitor in data-saver mode (decision 043): without the first picture's preload,
 * so the page's text comes first, and saying so to the app that hydrates the page.
 */
export function dataSaverHead(tags: string): string {
  return `<meta name="krishi-data-saver" content="on" />${tags.replace(/<link rel="preload" as="image" [^>]*\/>/g, '')}`;
}

export function mediaUrl(base: string, key: string): string {
  return `${base}/media/${key.split('/').map(encodeURIComponent).join('/')}?w=640`;
}

export function productMeta(product: Product, base: string): PageMeta {
  const title = product.title.en;
  const brand = product.brand.en;
  const canonicalPath = pagePath.product({ id: product.id, title, brand });
  const description = describe(product.description.en) || title;
  const imageKey = product.images[0];
  const offers = product.variants.map((v) => ({
    '@type': 'Offer',
    name: v.name.en,
    sku: String(v.id),
    price: paiseToRupees(shownPrice(v)).toFixed(2),
    priceCurrency: 'INR',
    availability:
      v.inventory > 0 && v.isProductAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: base + canonicalPath,
  }));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    sku: String(product.id),
    description,
    image: product.images.map((key) => mediaUrl(base, key)),
    brand: { '@type': 'Brand', name: brand },
    category: product.category.name.en,
    offers,
  };
  if (product.reviewInfo.ratingCount > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.reviewInfo.averageRating,
      reviewCount: product.reviewInfo.ratingCount,
    };
  }
  return {
    title,
    description,
    canonicalPath,
    type: 'product',
    jsonLd,
    ...(imageKey ? { imageKey, firstImage: { kind: 'gallery', key: imageKey } } : {}),
  };
}

/** The tags that replace `<!--app-head-->`, and the page's `<title>`. */
export function renderHead(meta: PageMeta, base: string): { title: string; tags: string } {
  const shop = text('app.name');
  const title = meta.title === shop ? shop : `${meta.title} | ${shop}`;
  const image = meta.imageKey ? mediaUrl(base, meta.imageKey) : `${base}/logo.svg`;
  const url = meta.canonicalPath ? base + meta.canonicalPath : undefined;
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    meta.firstImage ? imagePreload(meta.firstImage) : '',
    tag('name', 'description', meta.description),
    meta.missing ? tag('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    tag('property', 'og:site_name', shop),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:image', image),
    url ? tag('property', 'og:url', url) : '',
    tag('property', 'og:locale', 'en_IN'),
    tag('name', 'twitter:card', meta.imageKey ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    // Data, not a script: the browser never runs it, so the CSP's script-src does not apply.
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
  ];
  return { title: escapeHtml(title), tags: lines.filter(Boolean).join('\n    ') };
}
