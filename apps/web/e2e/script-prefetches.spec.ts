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
