import { expect, test } from './fixtures';

test("a farmer's word says what it searched for: 'gobbara' shows results for fertilizer", async ({ page, t }) => {
  await page.goto('/search?query=gobbara');
  await expect(
    page.getByRole('status').filter({ hasText: t('searchPage.showingFor', { query: 'fertilizer' }) }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a search that finds nothing offers categories to look in instead of an empty page', async ({ page, t }) => {
  await page.goto('/search?query=zzqxjv');
  const offer = page.getByRole('navigation', { name: t('searchPage.closest') });
  await expect(offer).toBeVisible();
  const first = offer.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/\d+$/);
});
