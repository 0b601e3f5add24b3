import fs from 'node:fs';
import { inStockProduct, productPath, rootCategories } from './catalogue';
import { appStarted, expect, test } from './fixtures';
import { paths } from '../src/config/paths';

/** The scripts a page's HTML, as served, names for the browser to fetch beside the app's own. */
const PREFETCH = /<link rel="prefetch" as="script" crossorigin href="([^"]+)">/g;

for (const [name, path] of [
  [
    'a product page',
    async (request: Parameters<typeof rootCategories>[0]) => productPath(await inStockProduct(request)),
  ],
  [
    'a listing page',
    async (request: Parameters<typeof rootCategories>[0]) => {
      const [category] = await rootCategories(request);
      return paths.category({ id: category!.id, name: category!.name.en });
    },
  ],
] as const) {
  test(`${name} names its own scripts in its HTML, and the browser fetches each of them as the page starts`, async ({
    page,
    request,
  }) => {
    const address = await path(request);
    const named = [...(await (await request.get(address)).text()).matchAll(PREFETCH)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named).size).toBe(named.length);

    const fetched = new Set<string>();
    page.on('response', (response) => {
      if (response.ok()) fetched.add(new URL(response.url()).pathname);
    });
    await page.goto(address);
    await appStarted(page);
    expect(named.filter((script) => !fetched.has(script))).toEqual([]);
  });
}

test('every script the build names for a page is one it wrote', async ({ request }) => {
  const dist = new URL('../dist/', import.meta.url);
  const { modules, imports } = JSON.parse(fs.readFileSync(new URL('.vite/module-chunks.json', dist), 'utf8')) as {
    modules: Record<string, string>;
    imports: Record<string, string[]>;
  };
  const named = new Set([...Object.values(modules), ...Object.values(imports).flat()]);
  expect(named.size).toBeGreaterThan(20);
  expect([...named].filter((file) => !fs.existsSync(new URL(file, dist)))).toEqual([]);
  // And the server serves them.
  expect((await request.get(`/${[...named][0]}`)).ok()).toBe(true);
});
