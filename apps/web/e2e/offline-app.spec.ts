import type { Page } from '@playwright/test';
import { pickText } from '@krishi/contract';
import { apiLogin, apiRegister, newPhone, openLoggedIn } from './auth';
import { paths } from '../src/config/paths';
import { inStockProduct, productPath } from './catalogue';
import { expect, test } from './fixtures';

// Requests made while offline fail, and chromium logs each failure as a console error; one the
// service worker cannot answer from its cache (an image never seen) fails as ERR_FAILED.
// The service worker is what these test (the config blocks it elsewhere).
test.use({
  serviceWorkers: 'allow',
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|NetworkError/,
});

/** Width and height from a PNG's header (IHDR follows the 8-byte signature and chunk header). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Resolves once the service worker is active and answers this page's requests. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the storefront links a valid web app manifest: name, start page, green theme and 192 and 512 px icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Krishi Mandi', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));

  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
    expect(icon, `a ${size} px icon`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
});

test('hashed scripts are kept for a year, while the service worker is re-checked on every visit', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test("home and a product page seen before open again offline, with the 'You are offline' badge", async ({
  page,
  context,
  request,
  t,
  language,
}) => {
  const product = await inStockProduct(request);
  const productTitle = pickText(product.title, language);

  // A first visit installs the app; the visits after it are the ones kept for offline use.
  await page.goto('/');
  await serviceWorkerInControl(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const badge = page.getByText(t('offline.badge'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
  await expect(badge).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await expect(page.getByRole('link', { name: productTitle }).first()).toBeVisible();
  await expect(badge).toBeVisible();

  await context.setOffline(false);
});

/** The public catalogue reads of spec section 7: the only API answers the offline cache may hold. */
const CATALOGUE_READS =
  /^\/api\/(eproduct\/(\d+|products)|ecategory\/storeFrontcategories|seller\/getStoreFrontSellers|promotion\/get-all)$/;

test('the offline cache keeps catalogue reads but nothing sent with a login token and no other API answer', async ({
  page,
  request,
  t,
}) => {
  await page.goto('/');
  await serviceWorkerInControl(page);
  const session = await apiLogin(page.request, newPhone());
  await apiRegister(page.request, session, 'Lakshmi');
  // The profile screen loads the user's details with the token; a category opened from it reads
  // its products through the API (a page opened by its address brings its data in its HTML), and
  // a product page reads its reviews.
  await openLoggedIn(page, session, paths.register());
  await expect(page.getByLabel(t('profile.firstName'))).toHaveValue('Lakshmi');
  await page.locator('.category-strip a').first().click();
  await expect(page.locator('main .product-card').first()).toBeVisible();
  await page.goto(productPath(await inStockProduct(request)));
  await page.waitForLoadState('networkidle');

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) paths.push(new URL(key.url).pathname);
    }
    return paths;
  });
  expect(cached.filter((p) => CATALOGUE_READS.test(p)).length).toBeGreaterThan(0);
  expect(cached.filter((p) => /^\/(api|unauth|cart|order|coupons)\b/.test(p) && !CATALOGUE_READS.test(p))).toEqual([]);
});
