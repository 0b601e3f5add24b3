import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminSession } from './admin';
import { apiLogin, newPhone, openLoggedIn } from './auth';
import { inStockProduct, productPath, rootCategories } from './catalogue';
import { seriousFindings } from './axe';
import { expect, test } from './fixtures';

/**
 * Pages checked one after another in one browser page, a test for each group: a test's own
 * start (a new browser context, the shop's first load) took as long as a page's check.
 */
const PAGE_GROUPS = {
  'search, brands, categories, crops and pests': {
    search: paths.search('seeds'),
    'a filtered and sorted search': `${paths.search('insecticide')}&inStock=1&minRating=3&sort=price_asc`,
    brands: paths.brands(),
    categories: paths.categories(),
    crops: paths.crops(),
    'a crop': paths.crop('paddy'),
    'a pest': paths.problem('whitefly'),
  },
  'the information pages': {
    'about us': paths.aboutUs(),
    terms: paths.terms(),
    privacy: paths.privacy(),
    'referral policy (English)': paths.referral('en'),
    'referral policy (Kannada)': paths.referral('kn'),
    'refund policy (English)': paths.refundPolicy('en'),
    'refund policy (Kannada)': paths.refundPolicy('kn'),
    'farmer marketplace': paths.farmerMarketplace(),
    'sell on Krishi Mandi': paths.sellOn(),
  },
  'login, registration (logged out) and not found': {
    login: paths.login(),
    'registration (logged out)': paths.register(),
    'not found': '/no-such-page',
  },
} as const;

/** Loads a page, lets its data arrive, and lists axe's serious and critical findings. */
async function seriousViolations(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return seriousFindings(page);
}

test.describe('every public page has no serious accessibility problem', () => {
  test('home', async ({ page }) => {
    expect(await seriousViolations(page, paths.home())).toEqual([]);
  });

  test('a category listing', async ({ page, request }) => {
    const [category] = await rootCategories(request);
    expect(await seriousViolations(page, paths.category({ id: category!.id, name: category!.name.en }))).toEqual([]);
  });

  test('a product page', async ({ page, request }) => {
    expect(await seriousViolations(page, productPath(await inStockProduct(request)))).toEqual([]);
  });

  test('the registration form of a logged-in user', async ({ page, request }) => {
    await openLoggedIn(page, await apiLogin(request, newPhone()), paths.register());
    expect(await seriousViolations(page, paths.register())).toEqual([]);
  });

  test('the back office, as an operator', async ({ page, request }) => {
    await openLoggedIn(page, await adminSession(request), '/admin/orders');
    expect(await seriousViolations(page, '/admin/orders')).toEqual([]);
  });

  test('the back office product form, with its agronomy', async ({ page, request }) => {
    await openLoggedIn(page, await adminSession(request), '/admin/products/new');
    expect(await seriousViolations(page, '/admin/products/new')).toEqual([]);
  });

  test('the back office lots and expiry screen, with what expires in 60 days', async ({ page, request }) => {
    await openLoggedIn(page, await adminSession(request), '/admin/lots');
    expect(await seriousViolations(page, '/admin/lots')).toEqual([]);
  });

  test('the filter sheet of a listing, open on a phone', async ({ page, t, isSmallScreen }) => {
    test.skip(!isSmallScreen, 'a wide screen shows the filters beside the cards');
    await page.goto(paths.search('insecticide'));
    await page.getByRole('button', { name: t('filters.open') }).click();
    await expect(page.getByRole('dialog', { name: t('filters.title') })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });

  for (const [group, pages] of Object.entries(PAGE_GROUPS)) {
    test(group, async ({ page }) => {
      test.slow();
      const findings: Record<string, string[]> = {};
      for (const [name, url] of Object.entries(pages)) {
        const found = await seriousViolations(page, url);
        if (found.length > 0) findings[name] = found;
      }
      expect(findings).toEqual({});
    });
  }
});
