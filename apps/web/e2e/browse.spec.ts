import type { Page } from '@playwright/test';
import { pickText, promotionsResponse, type MessageKey } from '@krishi/contract';
import { brands, hasStock, inStockProduct, productPath, products, rootCategories } from './catalogue';
import { expect, test } from './fixtures';

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Opens a root category from the green bar, or from the hamburger menu on a small screen. */
async function openCategory(page: Page, name: string, small: boolean, t: T) {
  if (small) {
    await page.getByRole('button', { name: t('layout.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('layout.menu') });
    await menu.getByRole('button', { name: t('layout.categories'), exact: true }).click();
    await menu.getByRole('button', { name, exact: true }).click();
    await menu.getByRole('link', { name: t('layout.viewCategory', { name }) }).click();
  } else {
    await page
      .getByRole('navigation', { name: t('layout.mainNav') })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

async function openBrands(page: Page, small: boolean, t: T) {
  if (small) {
    await page.getByRole('button', { name: t('layout.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('layout.menu') });
    await menu.getByRole('button', { name: t('layout.brands'), exact: true }).click();
    await menu.getByRole('link', { name: t('layout.allBrands') }).click();
  } else {
    await page
      .getByRole('navigation', { name: t('layout.mainNav') })
      .getByRole('link', { name: t('layout.brands'), exact: true })
      .click();
  }
}

test('home shows the offers, Latest Products with View All, and All Products', async ({ page, t }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('home.all') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('home.viewAll') })).toHaveAttribute('href', '/search?query=Latest');
  await expect(page.getByRole('navigation', { name: t('pagination.label') })).toBeVisible();
});

// The console as a visitor's browser has it: with the service worker the config blocks elsewhere.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opening the shop, or a product page first, writes nothing to the visitor’s browser console', async ({
    page,
    t,
  }) => {
    const notices: string[] = [];
    page.on('console', (message) => {
      if (['log', 'info', 'warning', 'error'].includes(message.type())) notices.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A page whose route has a loader: React Router warned there before the app waited for it.
    const product = await inStockProduct(page.request);
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(notices).toEqual([]);
  });
});

test('while a product page’s code is still on its way, its title, price and picture the server sent are on screen', async ({
  page,
}) => {
  // The product route's own module, held back as a slow connection would.
  await page.route(/\/assets\/product-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  const product = (await products(page.request)).content.find((p) => hasStock(p) && p.images.length > 0);
  await page.goto(productPath(product!), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('#root .gallery__image').first()).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('#root .price__shown').first()).toBeVisible({ timeout: 2_000 });
});

test('a visitor walks from home to a category, a product, search suggestions, the results and brands', async ({
  page,
  t,
  language,
  isSmallScreen,
}) => {
  const [category] = await rootCategories(page.request);
  const categoryName = pickText(category!.name, language);
  await page.goto('/');
  await openCategory(page, categoryName, isSmallScreen, t);
  await expect(page).toHaveURL(/\/products\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();

  const card = page.getByRole('main').getByRole('article').first();
  const productTitle = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: productTitle }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();

  await page.getByRole('combobox', { name: t('search.label') }).fill('seed');
  const suggestions = page.getByRole('listbox', { name: t('search.suggestions') });
  const products = suggestions.getByRole('option').filter({ hasNotText: t('search.seeAll') });
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(4);
  await suggestions.getByRole('option', { name: t('search.seeAll') }).click();
  await expect(page).toHaveURL('/search?query=seed');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('seed');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await openBrands(page, isSmallScreen, t);
  await expect(page).toHaveURL('/brands');
  const [brand] = await brands(page.request);
  await expect(page.getByRole('main').getByRole('link', { name: pickText(brand!.name, language) })).toBeVisible();
});

test('a product card’s title and picture open the product in the app, without loading the page again', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // A mark the page keeps only while it is not loaded again.
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));

  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  const picture = cards.nth(1).locator('a.product-card__image');
  const second = (await cards.nth(1).getByRole('heading').innerText()).trim();
  await picture.click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();

  expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
});

test('a page number and a category chip open their page in the app, without loading the page again', async ({
  page,
  t,
  language,
}) => {
  const child = (await rootCategories(page.request)).flatMap((root) => root.childCategories)[0]!;
  const name = pickText(child.name, language);
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));

  await page
    .getByRole('navigation', { name: t('pagination.label') })
    .getByRole('link', { name: t('pagination.page', { page: 2 }), exact: true })
    .click();
  await expect(page).toHaveURL('/products?page=2');
  await expect(
    page.getByRole('navigation', { name: t('pagination.label') }).locator('[aria-current="page"]'),
  ).toHaveText('2');
  await page
    .getByRole('navigation', { name: t('layout.categoryStrip') })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${child.id}$`));

  expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
});

test('a brand tile opens that brand’s products', async ({ page, language }) => {
  const [brand] = await brands(page.request);
  const name = pickText(brand!.name, language);
  await page.goto('/brands');
  await page.getByRole('main').getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/products?sellerId=${brand!.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

for (const [where, url] of [
  ['first', '/'],
  ['fourth', '/?page=4'],
] as const) {
  test(`on a phone the home pagination of the ${where} page stays on one line`, async ({ page, t, isSmallScreen }) => {
    test.skip(!isSmallScreen, 'a wide screen has room for every button');
    await page.goto(url);
    const pagination = page.getByRole('navigation', { name: t('pagination.label') });
    await expect(pagination.getByRole('link').first()).toBeVisible();
    const tops = await pagination
      .getByRole('listitem')
      .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
    expect(tops).toHaveLength(1);
  });
}

test('on a phone a message does not cover the logo or the cart', async ({ page, request, t, isSmallScreen }) => {
  test.skip(!isSmallScreen, 'the narrow top bar is what a message could cover');
  await page.goto(productPath(await inStockProduct(request)));
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.addToCart') })
    .first()
    .click();
  // The message's card (its text's parent), measured once its entrance animation has ended.
  const card = page
    .getByRole('status')
    .filter({ hasText: t('cart.loginRequired') })
    .locator('..');
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.evaluate((element) => element.getAnimations().every((a) => a.playState === 'finished')))
    .toBe(true);
  const toast = (await card.boundingBox())!;
  for (const part of [page.getByRole('link', { name: t('layout.homeLink') }), page.locator('.top-bar__cart')]) {
    const box = (await part.first().boundingBox())!;
    const overlaps =
      toast.x < box.x + box.width &&
      box.x < toast.x + toast.width &&
      toast.y < box.y + box.height &&
      box.y < toast.y + toast.height;
    expect(overlaps).toBe(false);
  }
});

test('the first offer’s title is written over its banner, in the page’s language', async ({
  page,
  request,
  t,
  language,
}) => {
  const response = await request.get('/api/promotion/get-all', { headers: { 'X-Platform': 'web' } });
  const [first] = promotionsResponse.parse(await response.json()).data;
  await page.goto('/');
  const offers = page.getByRole('region', { name: t('home.promotions') });
  const title = offers.getByText(pickText(first!.title, language), { exact: true });
  await expect(title).toBeVisible();
  const banner = (await offers.locator('img').first().boundingBox())!;
  const words = (await title.boundingBox())!;
  expect(words.x).toBeGreaterThanOrEqual(banner.x);
  expect(words.y).toBeGreaterThanOrEqual(banner.y);
  expect(words.x + words.width).toBeLessThanOrEqual(banner.x + banner.width);
  expect(words.y + words.height).toBeLessThanOrEqual(banner.y + banner.height);
});
