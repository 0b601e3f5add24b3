import fs from 'node:fs';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { fullProductWhere, hasDoseCalculator, inStockProduct, productPath, rootCategories } from './catalogue';
import { expect, test } from './fixtures';

/** Issue 23: what a first visit to the home page downloads before it answers, gzip'd. */
const STARTUP_BUDGET_BYTES = 140 * 1024;

/** The body bytes the server sends for `url` to a browser that accepts only gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

test('a first visit to the home page downloads at most 140 KB of JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.map(async (url) => [new URL(url).pathname, await gzipBytes(url)] as const));
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(total, `the scripts: ${JSON.stringify(Object.fromEntries(sizes))}`).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES);
});

/** The scripts an HTML document names: its script elements and its script preloads and prefetches. */
function namedScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /rel="(modulepreload|prefetch|preload)"/.test(tag) && /\.js"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)![1]!);
  return [...scripts, ...links].sort();
}

// Decision 056: a route's scripts named in its HTML were fetched beside the page's picture, and
// Lighthouse's largest paint waited for them.
test('a product page and a listing page name no script in their HTML but the app’s own start', async ({ request }) => {
  const built = namedScripts(fs.readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8'));
  expect(built.length).toBeGreaterThan(0);
  const [category] = await rootCategories(request);
  for (const path of [
    productPath(await inStockProduct(request)),
    paths.category({ id: category!.id, name: category!.name.en }),
  ]) {
    expect(namedScripts(await (await request.get(path)).text()), path).toEqual(built);
  }
});

/** A string only zod's code holds: the name it gives its base type. */
const ZOD_MARK = '$ZodType';

/** The paths of the scripts `path` loads until the network is idle that hold zod. */
async function scriptsWithZod(page: Page, path: string): Promise<string[]> {
  const scripts: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => (text.includes(ZOD_MARK) ? new URL(response.url()).pathname : null)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await Promise.all(scripts)).filter((script) => script !== null);
}

test('a product page with the dose calculator opens without the schema library', async ({ page, request }) => {
  const { id, title, brand } = await fullProductWhere(request, 'has a dose calculator', hasDoseCalculator);
  expect(await scriptsWithZod(page, paths.product({ id, title: title.en, brand: brand.en }))).toEqual([]);
});

test('a listing page with its filters opens without the schema library', async ({ page, request }) => {
  const [category] = await rootCategories(request);
  expect(await scriptsWithZod(page, paths.category({ id: category!.id, name: category!.name.en }))).toEqual([]);
});

test('the refund policy, which states the cancellation terms, opens without the schema library', async ({
  page,
  language,
}) => {
  expect(await scriptsWithZod(page, paths.refundPolicy(language))).toEqual([]);
});
