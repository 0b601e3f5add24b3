import { expect, test } from './fixtures';

test('typing shows at most 4 suggestions and a See all results row', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: t('search.label') }).fill('fert');
  const list = page.getByRole('listbox', { name: t('search.suggestions') });
  const products = list.getByRole('option').filter({ hasNotText: t('search.seeAll') });
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(4);
  await expect(list.getByRole('option', { name: t('search.seeAll') })).toBeVisible();
});

test('clicking a suggestion opens that product', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: t('search.label') }).fill('tomato');
  const first = page
    .getByRole('listbox', { name: t('search.suggestions') })
    .getByRole('option')
    .filter({ hasNotText: t('search.seeAll') })
    .first();
  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
});

test('a misspelt search (fertilzer) still finds fertilizers', async ({ page, language, t }) => {
  await page.goto('/search?query=fertilzer');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(t('listing.empty'))).toBeHidden();
  // Kannada cards show Kannada titles; the English ones name the product kind.
  if (language === 'en') await expect(cards.filter({ hasText: /fertili[sz]er/i }).first()).toBeVisible();
});

test('a search that matches nothing says No matching products found', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: t('search.label') }).fill('zzqxjv');
  await expect(page.getByText(t('search.noMatches'))).toBeVisible();
});

test('Enter in the search box opens the results page', async ({ page, t }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: t('search.label') });
  await box.fill('tomato');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?query=tomato');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tomato');
});
