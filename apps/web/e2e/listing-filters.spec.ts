import type { Page } from '@playwright/test';
import { agronomyTermsResponse, pickText, shownPrice, type ProductSummary } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { products } from './catalogue';
import { expect, test, type Translate } from './fixtures';

const SEARCH = 'insecticide';

/** The lowest price a buyer pays for a product, as the price sort orders it. */
const lowestPrice = (product: ProductSummary) => Math.min(...product.variants.map((v) => shownPrice(v)));

/**
 * Opens the filters where this screen keeps them: beside the cards on a wide screen, in a sheet
 * behind a button on a phone.
 */
async function openFilters(page: Page, t: Translate, isSmallScreen: boolean) {
  if (!isSmallScreen) return page.locator('.listing-aside');
  await page.getByRole('button', { name: t('filters.open') }).click();
  return page.getByRole('dialog', { name: t('filters.title') });
}

/** On a phone the sheet's ticks wait for 'Show results'; beside the cards a tick applies at once. */
async function applyFilters(page: Page, t: Translate, isSmallScreen: boolean) {
  if (isSmallScreen) await page.getByRole('button', { name: t('filters.show') }).click();
}

test('a buyer narrows a search to one brand and sees only that brand, with the count beside it', async ({
  page,
  request,
  t,
  language,
  isSmallScreen,
}) => {
  const { facets } = await products(request, { searchString: SEARCH });
  const brand = facets!.brands.find((b) => b.count > 1)!;
  const brandName = pickText(brand.name, language);
  await page.goto(paths.search(SEARCH));

  const filters = await openFilters(page, t, isSmallScreen);
  const option = filters.getByRole('group', { name: t('filters.brand') }).locator('label', { hasText: brandName });
  await expect(option).toContainText(String(brand.count));
  await option.getByRole('checkbox').check();
  await applyFilters(page, t, isSmallScreen);

  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.id}(&|$)`));
  await expect(page.locator('.section-head__count')).toHaveText(t('listing.count_other', { count: brand.count }));
  await expect(page.getByRole('article')).toHaveCount(brand.count);
  for (const brandLine of await page.locator('.product-card__brand').allTextContents())
    expect(brandLine).toBe(brandName);
});

test('sorting by price lists the cheapest first, and the shared address shows the same page', async ({
  page,
  browser,
  request,
  t,
  language,
}) => {
  const cheapestFirst = (await products(request, { searchString: SEARCH, sort: 'price_asc' }, 20)).content;
  expect(cheapestFirst.map(lowestPrice)).toEqual([...cheapestFirst.map(lowestPrice)].sort((a, b) => a - b));
  await page.goto(paths.search(SEARCH));

  await page.getByLabel(t('sort.label')).selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  const firstTitle = pickText(cheapestFirst[0]!.title, language);
  await expect(page.locator('.product-card__title').first()).toHaveText(firstTitle);

  const shared = await browser.newPage({ storageState: await page.context().storageState() });
  await shared.goto(page.url());
  await expect(shared.getByLabel(t('sort.label'))).toHaveValue('price_asc');
  await expect(shared.locator('.product-card__title').first()).toHaveText(firstTitle);
  await shared.close();
});

test('the back button returns to the listing as it was before a filter', async ({ page, t, isSmallScreen }) => {
  await page.goto(paths.search(SEARCH));
  const before = await page.locator('.section-head__count').textContent();

  const filters = await openFilters(page, t, isSmallScreen);
  await filters.getByRole('checkbox', { name: t('filters.inStock') }).check();
  await applyFilters(page, t, isSmallScreen);
  await expect(page).toHaveURL(/[?&]inStock=1(&|$)/);

  await page.goBack();
  await expect(page).not.toHaveURL(/inStock/);
  await expect(page.locator('.section-head__count')).toHaveText(before!);
});

test('a search filtered by crop and pest names them as chips that take each one away', async ({
  page,
  request,
  t,
  language,
}) => {
  const { facets } = await products(request, { searchString: 'imidacloprid' });
  // Facets name crops and pests by slug; their names are the agronomy terms'.
  const { terms } = agronomyTermsResponse.parse(await (await request.get('/api/agronomy/terms')).json());
  const termOf = (slug: string) => terms.find((term) => term.slug === slug)!;
  const crop = termOf(facets!.crops[0]!.slug);
  const pest = termOf(facets!.pests[0]!.slug);
  await page.goto(`${paths.search('imidacloprid')}&crop=${crop.slug}&pest=${pest.slug}`);

  const chips = page.getByRole('navigation', { name: t('filters.chosen') });
  const cropChip = chips.getByRole('link', { name: t('filters.remove', { name: pickText(crop.name, language) }) });
  await expect(cropChip).toBeVisible();
  await expect(
    chips.getByRole('link', { name: t('filters.remove', { name: pickText(pest.name, language) }) }),
  ).toBeVisible();

  await cropChip.click();
  await expect(page).not.toHaveURL(/crop=/);
  await expect(page).toHaveURL(new RegExp(`pest=${pest.slug}`));
  await chips.getByRole('link', { name: t('filters.clearAll') }).click();
  await expect(page).not.toHaveURL(/pest=/);
  await expect(page.getByRole('navigation', { name: t('filters.chosen') })).toHaveCount(0);
});

test('on a phone the filters open in a sheet and several apply together', async ({ page, t, isSmallScreen }) => {
  test.skip(!isSmallScreen, 'a wide screen shows the filters beside the cards');
  await page.goto(paths.search(SEARCH));

  const sheet = await openFilters(page, t, isSmallScreen);
  await sheet.getByRole('checkbox', { name: t('filters.inStock') }).check();
  await sheet.getByRole('radio', { name: t('filters.ratingAtLeast', { stars: 3 }) }).check();
  await sheet.getByPlaceholder(t('filters.maxPlaceholder')).fill('2000');
  await expect(page).not.toHaveURL(/inStock/);
  await applyFilters(page, t, isSmallScreen);

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page).toHaveURL(/minRating=3/);
  await expect(page).toHaveURL(/maxPrice=2000/);
  await expect(page.getByRole('button', { name: t('filters.openChosen', { count: 3 }) })).toBeVisible();
});
