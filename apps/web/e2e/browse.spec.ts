import type { Page } from '@playwright/test';
import { pickText } from '@krishi/contract';
import { brands, rootCategories } from './catalogue';
import { expect, test, type Language } from './fixtures';

/** Opens a root category from the green bar, or from the hamburger menu on a small screen. */
async function openCategory(page: Page, name: string, small: boolean, t: (key: 'layout.openMenu') => string) {
  if (small) {
    await page.getByRole('button', { name: t('layout.openMenu') }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).first().click();
  } else {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
  }
}

const categoryName = async (page: Page, language: Language) =>
  pickText((await rootCategories(page.request))[0]!.name, language);

test('home shows the offers, Latest Products with View All, and All Products', async ({ page, t }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('home.all') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('home.viewAll') })).toHaveAttribute('href', '/search?query=Latest');
  await expect(page.getByRole('navigation', { name: t('pagination.label') })).toBeVisible();
});

test('a visitor walks from home to a category, a product, search suggestions, the results and brands', async ({
  page,
  t,
  language,
  isSmallScreen,
}) => {
  const category = await categoryName(page, language);
  await page.goto('/');
  await openCategory(page, category, isSmallScreen, t);
  await expect(page).toHaveURL(/\/products\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();

  const card = page
    .getByRole('main')
    .getByRole('link', { name: /\S/ })
    .filter({ has: page.locator('img') })
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const search = page.getByRole('combobox', { name: t('search.label') });
  await search.fill('seed');
  const suggestions = page.getByRole('listbox', { name: t('search.suggestions') }).getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(4);
  await page.getByRole('link', { name: t('search.seeAll') }).click();
  await expect(page).toHaveURL(/\/search\?query=seed$/);
  await expect(page.getByRole('heading', { name: t('searchPage.heading', { query: 'seed' }) })).toBeVisible();

  if (isSmallScreen) {
    await page.getByRole('button', { name: t('layout.openMenu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('layout.allBrands') })
      .click();
  } else {
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('footer.brands'), exact: true })
      .click();
  }
  await expect(page).toHaveURL('/brands');
  const [brand] = await brands(page.request);
  await expect(page.getByRole('link', { name: pickText(brand!.name, language) })).toBeVisible();
});

test('a brand tile opens that brand’s products', async ({ page, language }) => {
  const [brand] = await brands(page.request);
  await page.goto('/brands');
  await page.getByRole('link', { name: pickText(brand!.name, language) }).click();
  await expect(page).toHaveURL(`/products?sellerId=${brand!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pickText(brand!.name, language) })).toBeVisible();
});
