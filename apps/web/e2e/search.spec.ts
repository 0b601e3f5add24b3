import { expect, test } from './fixtures';

test('typing shows at most 4 suggestions and a See all results row', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: t('search.label') }).fill('fert');
  const list = page.getByRole('listbox', { name: t('search.suggestions') });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(4);
  await expect(page.getByRole('link', { name: t('search.seeAll') })).toBeVisible();
});

test('a misspelt search (fertilzer) still finds fertilizers', async ({ page, t }) => {
  await page.goto('/search?query=fertilzer');
  await expect(page.getByRole('heading', { name: t('searchPage.heading', { query: 'fertilzer' }) })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/fertili[sz]er/i)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(t('listing.empty'))).toBeHidden();
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
  await expect(page.getByRole('heading', { name: t('searchPage.heading', { query: 'tomato' }) })).toBeVisible();
});
