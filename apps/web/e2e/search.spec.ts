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

test.describe('offline', () => {
  // Requests made while offline fail, and chromium logs each failure as a console error
  // (ERR_FAILED when the service worker passed the request on).
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|NetworkError/ });

  test('typing a search offline says that search needs a connection, and suggests once it is back', async ({
    page,
    context,
    t,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    // The page hears of the lost connection in the same task that turns navigator.onLine.
    await page.waitForFunction(() => !navigator.onLine);
    await page.getByRole('combobox', { name: t('search.label') }).fill('seeds');
    await expect(page.getByText(t('search.offline'))).toBeVisible();

    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await expect(page.getByText(t('search.offline'))).toBeHidden();
    const list = page.getByRole('listbox', { name: t('search.suggestions') });
    await expect(list.getByRole('option', { name: t('search.seeAll') })).toBeVisible();
  });

  test('a search sent offline says on the results page that search needs a connection', async ({
    page,
    context,
    t,
  }) => {
    await page.goto('/search?query=seeds');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const box = page.getByRole('combobox', { name: t('search.label') });
    await box.fill('tomato');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?query=tomato');
    await expect(page.getByRole('main').getByText(t('search.offline'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});

test.describe('a network that drops requests', () => {
  // The service worker would pass the request on where page.route cannot see it.
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('typing a search on a network that drops it says that search needs a connection', async ({ page, t }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The phone still calls itself online; the request goes out and gets no answer.
    await page.route('**/api/eproduct/products?*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('combobox', { name: t('search.label') }).fill('seeds');
    await expect(page.getByText(t('search.offline'))).toBeVisible();
  });
});
