import type { Page } from '@playwright/test';
import { formatRupees, pickText, shownPrice, type ProductSummary } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { initialVariant } from '../src/lib/variants';
import { apiLogin, newPhone, openLoggedIn, type ApiSession } from './auth';
import { stockedProducts } from './catalogue';
import { expect, test, type Language, type Translate } from './fixtures';

/** The listing card of a product, found by its title link. */
function card(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
}

const heart = (scope: ReturnType<Page['getByRole']>, t: Translate, title: string) =>
  scope.getByRole('button', { name: t('wishlist.add', { product: title }) });

async function addFromCard(page: Page, t: Translate, product: ProductSummary, language: Language) {
  const title = pickText(product.title, language);
  const button = heart(card(page, title), t, title);
  await button.click();
  await expect(page.getByText(t('wishlist.added'))).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('the heart asks a visitor to log in and opens the login page', async ({ page, request, t, language }) => {
  const { product } = (await stockedProducts(request))[0]!;
  const title = pickText(product.title, language);
  await page.goto(paths.home());
  await heart(card(page, title), t, title).click();
  await expect(page.getByText(t('wishlist.loginRequired'))).toBeVisible();
  await expect(page).toHaveURL(paths.login());
});

test.describe('logged in', () => {
  let session: ApiSession;
  test.beforeEach(async ({ request }) => {
    session = await apiLogin(request, newPhone());
  });

  test('an empty wishlist says so', async ({ page, t }) => {
    await openLoggedIn(page, session, paths.wishlist());
    await expect(page).toHaveTitle(new RegExp(t('wishlist.title')));
    await expect(page.getByText(t('wishlist.empty'))).toBeVisible();
  });

  test('a product added from its card is in the wishlist table with its price in rupees', async ({
    page,
    request,
    t,
    language,
  }) => {
    const { product } = (await stockedProducts(request))[0]!;
    const title = pickText(product.title, language);
    await openLoggedIn(page, session, paths.home());
    await addFromCard(page, t, product, language);

    await page.goto(paths.wishlist());
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(formatRupees(shownPrice(initialVariant(product.variants))))).toBeVisible();
    await expect(page.getByText('EGP')).toHaveCount(0);
  });

  test('Add to cart from the wishlist puts the product in the cart', async ({ page, request, t, language }) => {
    const { product } = (await stockedProducts(request))[0]!;
    const title = pickText(product.title, language);
    await openLoggedIn(page, session, paths.home());
    await addFromCard(page, t, product, language);
    await page.goto(paths.wishlist());

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await row.getByRole('button', { name: t('cart.addToCart') }).click();
    await expect(page.getByText(t('cart.added'))).toBeVisible();
    await expect(row.getByText(t('cart.quantityOf', { product: title, count: 1 }))).toBeAttached();
  });

  test('Remove takes the product off the table, down to the empty text', async ({ page, request, t, language }) => {
    const { product } = (await stockedProducts(request))[0]!;
    const title = pickText(product.title, language);
    await openLoggedIn(page, session, paths.home());
    await addFromCard(page, t, product, language);
    await page.goto(paths.wishlist());

    await page.getByRole('button', { name: t('wishlist.removeOne', { product: title }) }).click();
    await expect(page.getByText(t('wishlist.removed'))).toBeVisible();
    await expect(page.getByText(t('wishlist.empty'))).toBeVisible();
  });

  test('the heart on the product page removes a product the card added', async ({ page, request, t, language }) => {
    const { product } = (await stockedProducts(request))[0]!;
    const title = pickText(product.title, language);
    await openLoggedIn(page, session, paths.home());
    await addFromCard(page, t, product, language);
    await card(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const button = heart(page.getByRole('main'), t, title);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect(page.getByText(t('wishlist.removed'))).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('the account menu links to the wishlist', async ({ page, t }) => {
    await openLoggedIn(page, session, paths.home());
    await page.getByRole('button', { name: t('layout.account') }).click();
    await page.getByRole('link', { name: t('wishlist.title') }).click();
    await expect(page).toHaveURL(paths.wishlist());
  });
});
