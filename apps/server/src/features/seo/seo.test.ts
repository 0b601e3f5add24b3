import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { MEDIA_WIDTHS } from '@krishi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agronomyTerms, categories, products, promotions, sellers, variants } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { seoRepository } from './repository.js';
import { buildSitemaps } from './sitemap.js';

const HOSTILE = '</script><script>alert(1)</script>';
const LONG_DESCRIPTION = `<p>A <b>hybrid</b> tomato for the kharif season &amp; rabi season.</p>${' Strong plants with firm fruits.'.repeat(12)}`;

let t: TestApp;
let ids: { category: number; brand: number; product: number; hostile: number };

const text = (en: string) => ({ en });

async function insertCatalogue(app: TestApp) {
  const { db } = app.database;
  const [category] = await db
    .insert(categories)
    .values({ name: { en: 'Vegetable Seeds', kn: 'ತರಕಾರಿ ಬೀಜಗಳು' }, slug: 'vegetable-seeds' })
    .returning();
  const [brand] = await db
    .insert(sellers)
    .values({
      name: text('Sahyadri Seeds'),
      slug: 'sahyadri-seeds',
      businessName: 'Sahyadri Seeds Pvt Ltd',
      image: 'brands/sahyadri-seeds',
      customerCareNumber: '9876543210',
      pincode: '560001',
      state: 'Karnataka',
    })
    .returning();
  const product = (title: string, images: string[]) => ({
    sellerId: brand!.id,
    categoryId: category!.id,
    name: title,
    title: text(title),
    brand: text('Sahyadri Seeds'),
    description: text(LONG_DESCRIPTION),
    application: text('Sow in nursery beds.'),
    features: text('High yield.'),
    dosage: text('<p>10 g per acre</p>'),
    images,
    ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  });
  const [tomato, hostile] = await db
    .insert(products)
    .values([product('Tomato Arka Rakshak', ['products/tomato-1', 'products/tomato-2']), product(HOSTILE, [])])
    .returning();
  const variant = (productId: number, name: string, price: number, salePrice: number | null, inventory: number) => ({
    productId,
    name: text(name),
    price,
    salePrice,
    inventory,
  });
  await db
    .insert(variants)
    .values([
      variant(tomato!.id, '10 g', 45000, 39900, 12),
      variant(tomato!.id, '50 g', 200000, null, 0),
      variant(hostile!.id, '1 kg', 10000, null, 5),
    ]);
  await db.insert(agronomyTerms).values([
    { slug: 'paddy', kind: 'crop', name: { en: 'paddy', kn: 'ಭತ್ತ' }, imageUrl: 'agronomy/paddy' },
    { slug: 'whitefly', kind: 'pest', name: { en: 'whitefly', kn: 'ಬಿಳಿನೊಣ' }, imageUrl: 'agronomy/whitefly' },
  ]);
  return { category: category!.id, brand: brand!.id, product: tomato!.id, hostile: hostile!.id };
}

/** The page's head as a string, and the parsed JSON-LD block when there is one. */
async function head(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const ld = head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const meta = (key: string) => head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return { res, html, head, meta, ld: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined };
}

beforeAll(async () => {
  // No database poll: a test that keeps an answer until it clears the cache must not have the
  // poll clear it first on a slow machine. Each write here clears the cache, as the back office's do.
  t = await buildTestApp({ seed: false, env: { CATALOGUE_POLL_MS: '3600000' } });
  ids = await insertCatalogue(t);
  t.app.catalogueCache.clear();
});
afterAll(() => t.close());

describe('product pages carry their own head', () => {
  it('shows the product title and a 160-character description to a link preview', async () => {
    const { res, head: h, meta } = await head(`/product/sahyadri-seeds-tomato-arka-rakshak/${ids.product}`);
    expect(res.statusCode).toBe(200);
    expect(h).toContain('<title>Tomato Arka Rakshak | Krishi Mandi</title>');
    expect(meta('og:title')).toBe('Tomato Arka Rakshak');
    expect(meta('og:type')).toBe('product');
    const description = meta('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('A hybrid tomato for the kharif season &#38; rabi season.')).toBe(true);
    expect(meta('og:description')).toBe(description);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('points the canonical URL and the preview image at absolute addresses', async () => {
    const { head: h, meta } = await head(`/product/x/${ids.product}`);
    const canonical = `http://shop.example/product/sahyadri-seeds-tomato-arka-rakshak/${ids.product}`;
    expect(h).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(meta('og:url')).toBe(canonical);
    expect(meta('og:image')).toBe('http://shop.example/media/products/tomato-1?w=640');
    expect(meta('twitter:image')).toBe('http://shop.example/media/products/tomato-1?w=640');
  });

  it('starts fetching the gallery’s first image before the page’s code runs', async () => {
    const { head: h } = await head(`/product/x/${ids.product}`);
    expect(h).toContain('<link rel="preload" as="image" imagesrcset="/media/products/tomato-1?w=160 160w, ');
    expect(h).toContain('fetchpriority="high" data-gallery-preload="products/tomato-1"');
  });

  it('leaves the image preload out for a browser asking to save data', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/x/${ids.product}`,
      headers: { host: 'shop.example', 'save-data': 'on' },
    });
    expect(res.body).not.toContain('data-gallery-preload');
    expect(res.body).toContain('<meta name="krishi-data-saver" content="on" />');
    expect(res.headers.vary).toContain('save-data');
  });

  it('keeps the image preload when the data-saver cookie is off, whatever the header says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/x/${ids.product}`,
      headers: { host: 'shop.example', 'save-data': 'on', cookie: 'krishi-data-saver=off' },
    });
    expect(res.body).toContain('data-gallery-preload="products/tomato-1"');
    expect(res.body).not.toContain('krishi-data-saver');
  });

  it('describes the product as JSON-LD with rupee prices and stock', async () => {
    const { ld } = await head(`/product/x/${ids.product}`);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tomato Arka Rakshak',
      image: ['http://shop.example/media/products/tomato-1?w=640', 'http://shop.example/media/products/tomato-2?w=640'],
      brand: { '@type': 'Brand', name: 'Sahyadri Seeds' },
      offers: [
        {
          '@type': 'Offer',
          name: '10 g',
          price: '399.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          name: '50 g',
          price: '2000.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });

  it('renders a title holding </script> as harmless text', async () => {
    const { html, head: h, meta, ld } = await head(`/product/anything/${ids.hostile}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<script>/);
    expect(ld?.name).toBe(HOSTILE);
    expect(meta('og:title')).toBe('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(h).toContain('<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | Krishi Mandi</title>');
  });

  it('answers an unknown product with 404 and asks search engines not to index it', async () => {
    const { res, meta, ld } = await head('/product/no-such-thing/999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(meta('robots')).toBe('noindex');
    expect(ld).toBeUndefined();
  });

  it('treats an id past the integer range as an unknown product, not an error', async () => {
    const { res } = await head('/product/x/99999999999');
    expect(res.statusCode).toBe(404);
  });
});

describe('listing pages carry their own head', () => {
  it('shows the category name and a canonical category URL', async () => {
    const { head: h, meta } = await head(`/products/whatever/${ids.category}`);
    expect(h).toContain('<title>Vegetable Seeds | Krishi Mandi</title>');
    expect(meta('og:description')).toContain('Vegetable Seeds');
    expect(h).toContain(`href="http://shop.example/products/vegetable-seeds/${ids.category}"`);
  });

  it('shows the brand name for a brand slug and for ?sellerId', async () => {
    for (const url of [`/products/sahyadri-seeds-${ids.brand}`, `/products?sellerId=${ids.brand}`]) {
      const { head: h, meta } = await head(url);
      expect(h).toContain('<title>Sahyadri Seeds | Krishi Mandi</title>');
      expect(meta('og:image')).toBe('http://shop.example/media/brands/sahyadri-seeds?w=640');
      expect(h).toContain(`href="http://shop.example/products/sahyadri-seeds-${ids.brand}"`);
    }
  });

  it('gives other pages the shop name and tagline, with no canonical guess', async () => {
    const { res, head: h, meta } = await head('/aboutus');
    expect(res.statusCode).toBe(200);
    expect(h).toContain('<title>Krishi Mandi</title>');
    expect(meta('description')).toMatch(/^Empowering farmers/);
    expect(h).not.toContain('rel="canonical"');
  });

  it('answers a crawler’s HEAD request for a page like its GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/products/vegetable-seeds/${ids.category}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers a missing script under /assets/ with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(res.statusCode).toBe(404);
  });

  it('opens the cart, checkout and order pages when typed or reloaded', async () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/order-summary',
      '/payment-success',
      '/order-details/7',
      '/cancel-order',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers /order/{id} with the page to a browser and with the API to the page’s own call', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/order/7',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ method: 'GET', url: '/order/7', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ message: expect.any(String) });
  });

  it('still answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/auth/nothing-here', '/admin/api/nothing-here', '/payments/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('crop and pest pages carry their own head', () => {
  it('names a crop page after its crop, with its picture and canonical URL', async () => {
    const { res, head: h, meta } = await head('/crops/paddy');
    expect(res.statusCode).toBe(200);
    expect(h).toContain('<title>paddy: seeds, nutrition and protection | Krishi Mandi</title>');
    expect(h).toContain('<link rel="canonical" href="http://shop.example/crops/paddy" />');
    expect(meta('og:image')).toContain('/media/agronomy/paddy');
  });

  it('names a pest page after what it controls', async () => {
    const { res, head: h } = await head('/pests/whitefly');
    expect(res.statusCode).toBe(200);
    expect(h).toContain('<title>How to control whitefly | Krishi Mandi</title>');
  });

  it('answers an unknown crop, or a pest at a crop’s address, with 404', async () => {
    expect((await head('/crops/no-such-crop')).res.statusCode).toBe(404);
    expect((await head('/crops/whitefly')).res.statusCode).toBe(404);
    expect((await head('/pests/paddy')).res.statusCode).toBe(404);
  });
});

describe('rendered heads follow catalogue changes', () => {
  it('keeps the old title until the catalogue cache is cleared, then shows the new one', async () => {
    const url = `/product/sahyadri-seeds-tomato-arka-rakshak/${ids.product}`;
    const retitle = async (title: string) =>
      t.app.database.db
        .update(products)
        .set({ title: text(title) })
        .where(eq(products.id, ids.product));
    await head(url);
    try {
      await retitle('Tomato Arka Samrat');
      expect((await head(url)).meta('og:title')).toBe('Tomato Arka Rakshak');
      t.app.catalogueCache.clear();
      expect((await head(url)).meta('og:title')).toBe('Tomato Arka Samrat');
    } finally {
      // The later tests read the product by its own name.
      await retitle('Tomato Arka Rakshak');
      t.app.catalogueCache.clear();
    }
  });

  it('answers a repeated page request with 304 when the ETag matches', async () => {
    const url = `/products/vegetable-seeds/${ids.category}`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('sitemap and robots', () => {
  it('lists home, static pages, categories, brands and every product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/brands',
      '/aboutus',
      '/refund-policy-kn',
      `/products/vegetable-seeds/${ids.category}`,
      `/products/sahyadri-seeds-${ids.brand}`,
      `/product/sahyadri-seeds-tomato-arka-rakshak/${ids.product}`,
      `/product/sahyadri-seeds-script-script-alert-1-script/${ids.hostile}`,
      '/crops',
      '/crops/paddy',
      '/pests/whitefly',
    ]) {
      expect(res.body).toContain(`<loc>http://shop.example${path}</loc>`);
    }
  });

  it('splits a catalogue too large for one file into an index of parts', async () => {
    const maps = await buildSitemaps(seoRepository(t.app.database.db), 'http://shop.example', { productsPerFile: 1 });
    const index = maps.main.toString();
    expect(index).toContain('<sitemapindex');
    expect([...maps.parts.keys()]).toEqual(['pages', 'products-1', 'products-2']);
    expect(index).toContain('<loc>http://shop.example/sitemap-products-2.xml</loc>');
    expect(maps.parts.get('products-2')!.toString()).toContain(`/${ids.hostile}</loc>`);
  });

  it('serves an unknown sitemap part as not found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-products-9.xml' });
    expect(res.statusCode).toBe(404);
  });

  it('lets crawlers in, keeps them out of carts and orders, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/cart', '/checkout', '/my-orders']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });
});

describe('pages arrive with their content', () => {
  /** The app's root element as the server sends it, rendered, and the head. */
  async function root(url: string, cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'shop.example', ...(cookie ? { cookie } : {}) },
    });
    const html = res.body;
    return {
      res,
      html,
      head: html.slice(0, html.indexOf('</head>')),
      root: html.slice(
        html.indexOf('<div id="root">'),
        html.indexOf('<script type="application/json" id="page-data">'),
      ),
    };
  }

  it('shows the product’s title, price and pack sizes in the HTML', async () => {
    const { root: r } = await root(`/product/x/${ids.product}`);
    expect(r).toContain('<h1 class="product__title" lang="en">Tomato Arka Rakshak</h1>');
    expect(r).toContain('₹399');
    expect(r).toContain('10 g');
    expect(r).toContain('50 g');
    expect(r).toContain('A hybrid tomato for the kharif season &amp; rabi season.');
  });

  it('offers the gallery’s first image at the widths the head preloads, so the browser fetches it once', async () => {
    const { head: h, root: r } = await root(`/product/x/${ids.product}`);
    const srcset = MEDIA_WIDTHS.map((w) => `/media/products/tomato-1?w=${w} ${w}w`).join(', ');
    expect(r).toContain(`srcSet="${srcset}" sizes="(min-width: 1024px) 520px, (min-width: 768px) 45vw, 100vw"`);
    expect(h).toContain(`imagesrcset="${srcset}"`);
  });

  it('sends a short product address to its canonical one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/${ids.product}`,
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/product/sahyadri-seeds-tomato-arka-rakshak/${ids.product}`);
  });

  it('shows the home page’s first offer and starts fetching it from the head', async () => {
    await t.app.database.db.insert(promotions).values([
      { title: text('Kharif sale'), imageUrl: 'promotions/kharif', onClickUrl: '/products', position: 0 },
      { title: text('Drip week'), imageUrl: 'promotions/drip', onClickUrl: '/products', position: 1 },
    ]);
    t.app.catalogueCache.clear();
    const { head: h, root: r } = await root('/');
    expect(h).toContain('imagesrcset="/media/promotions/kharif?w=160 160w, ');
    expect(r).toContain('src="/media/promotions/kharif?w=320"');
    expect(r).toContain('Tomato Arka Rakshak');
  });

  it('shows a listing’s products on each of its pages, and preloads the first card only on the first', async () => {
    await t.app.database.db.insert(products).values({
      sellerId: ids.brand,
      categoryId: ids.category,
      name: 'Okra Arka Anamika',
      title: text('Okra Arka Anamika'),
      brand: text('Sahyadri Seeds'),
      description: text('Okra seeds.'),
      application: text('Sow in rows.'),
      features: text('Early.'),
      dosage: text('<p>4 kg per acre</p>'),
      images: ['products/okra-1'],
      ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    t.app.catalogueCache.clear();
    const listing = `/products/vegetable-seeds/${ids.category}`;
    const first = await root(listing);
    expect(first.root).toContain('Okra Arka Anamika');
    expect(first.head).toContain('imagesrcset="/media/products/okra-1?w=160 160w, ');
    expect((await root(`/products?sellerId=${ids.brand}`)).root).toContain('Okra Arka Anamika');
    expect((await root(`${listing}?page=2`)).head).not.toContain('rel="preload" as="image"');
  });

  it('shows a static page’s text', async () => {
    expect((await root('/aboutus')).root).toContain('<h1');
  });

  it('renders the page in Kannada for a visitor who chose it', async () => {
    const { html, root: r } = await root(`/product/x/${ids.product}`, 'selectedLocale=kn_In');
    expect(html).toContain('<html lang="kn">');
    expect(r).toContain('ಬ್ರ್ಯಾಂಡ್');
    expect((await root(`/product/x/${ids.product}`)).html).toContain('<html lang="en">');
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const { res, root: r } = await root('/no-such-page/at-all');
    expect(res.statusCode).toBe(404);
    expect(r).toContain('Page not found');
  });

  it('sends a page gzip-compressed at first, and in brotli once asked for again and made', async () => {
    const asked = { host: 'shop.example', 'accept-encoding': 'gzip, deflate, br' };
    const url = '/products/category/1?page=1';
    const plain = await t.app.inject({ url, headers: { host: 'shop.example' } });
    const first = await t.app.inject({ url, headers: asked });
    // The second ask starts the brotli off the main thread and is sent gzip meanwhile.
    const second = await t.app.inject({ url, headers: asked });
    let later = await t.app.inject({ url, headers: asked });
    for (let tries = 0; later.headers['content-encoding'] !== 'br' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await t.app.inject({ url, headers: asked });
    }
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['gzip', 'gzip']);
    expect(later.headers['content-encoding']).toBe('br');
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
  });

  it('never carries a visitor’s token, name or cart in the page', async () => {
    const { html } = await root(`/product/x/${ids.product}`, 'selectedLocale=en_In; authToken=secret-token');
    expect(html).not.toContain('secret-token');
    expect(html).toContain('aria-label="Cart, 0 items"');
  });
});
