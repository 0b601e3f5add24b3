import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminSession } from './admin';
import { apiLogin, newPhone, openLoggedIn, type ApiSession } from './auth';
import { placeOrder } from './buying';
import { brands, productPath, putCart, rootCategories, stockedProducts } from './catalogue';
import { expect, test } from './fixtures';

/**
 * Every route opened directly (a reload, a bookmark, a typed address), the way no click-through
 * test reaches it: a page whose stylesheet only another page's module brings draws raw browser
 * controls here and nowhere else.
 *
 * The rule is WCAG 2.2's target size at its enhanced level (2.5.5): 44 × 44 CSS px, which every
 * control of the storefront's stylesheet keeps (a farmer's thumb on a 360 px phone). A browser's
 * own button is about 24 × 21. Links inside running text are left out on purpose: WCAG exempts
 * an inline target, whose size the sentence's line sets, and the storefront's button-like links
 * are `a.button`, which are checked. Checkboxes and radios are left out too: their label is the
 * target and carries the size.
 */
const MIN_TARGET = 44;

/** Visible controls smaller than the tap target, described for the failure message. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a.button, select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])',
    );
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not drawn: display none, a closed menu, the skip link clipped away until it is focused.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || !control.checkVisibility()) return [];
      if (Math.round(box.width) >= min && Math.round(box.height) >= min) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      return [
        `<${control.tagName.toLowerCase()} class="${control.className}"> "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ];
    });
  }, MIN_TARGET);
}

/** Opens `url` as the first page of a visit and waits until its code and data have arrived. */
async function openDirectly(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).not.toBeEmpty();
}

test.skip(({ isSmallScreen }) => !isSmallScreen, 'the tap-target rule is about phones; one size keeps the check cheap');

test.describe('public routes', () => {
  const fixed = [
    paths.home(),
    paths.products(),
    paths.latest(),
    paths.search('seeds'),
    paths.brands(),
    paths.categories(),
    paths.login(),
    paths.register(),
    paths.forgotPassword(),
    paths.verifyResetCode(),
    paths.resetPassword(),
    paths.aboutUs(),
    paths.terms(),
    paths.privacy(),
    paths.referral('en'),
    paths.referral('kn'),
    paths.refundPolicy('en'),
    paths.refundPolicy('kn'),
    paths.farmerMarketplace(),
    paths.sellOn(),
    '/no-such-page',
  ];
  for (const url of fixed) {
    test(`${url} opened directly draws every control at tap size`, async ({ page }) => {
      await openDirectly(page, url);
      expect(await smallControls(page)).toEqual([]);
    });
  }

  const found: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
    ['a product page', async (request) => productPath((await stockedProducts(request))[0]!.product)],
    [
      'a category listing',
      async (request) => {
        const category = (await rootCategories(request))[0]!;
        return paths.category({ id: category.id, name: category.name.en });
      },
    ],
    [
      'a brand listing',
      async (request) => {
        const brand = (await brands(request))[0]!;
        return paths.brand({ id: brand.id, name: brand.name.en });
      },
    ],
  ];
  for (const [what, find] of found) {
    test(`${what} opened directly draws every control at tap size`, async ({ page, request }) => {
      await openDirectly(page, await find(request));
      expect(await smallControls(page)).toEqual([]);
    });
  }
});

test.describe('logged-in routes', () => {
  /** A buyer with a paid order, a filled cart and a wished-for product: every logged-in page has something to draw. */
  async function buyer(request: APIRequestContext): Promise<{ session: ApiSession; orderId: number }> {
    const session = await apiLogin(request, newPhone());
    const order = await placeOrder(request, session);
    const { product, variant } = (await stockedProducts(request))[0]!;
    await putCart(request, session, [{ productId: product.id, variantId: variant.id, quantity: 2 }]);
    const wished = await request.post('/api/wishlist', {
      headers: { Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' },
      data: { productId: product.id },
    });
    expect(wished.ok(), await wished.text()).toBe(true);
    return { session, orderId: order.id };
  }

  test('every logged-in route opened directly draws every control at tap size', async ({ page, request }) => {
    const { session, orderId } = await buyer(request);
    const urls = [
      paths.cart(),
      paths.checkout(),
      paths.orderSummary(),
      paths.paymentSuccess(),
      paths.myOrders(),
      paths.orderDetails(orderId),
      paths.cancelOrder(orderId),
      paths.wishlist(),
      paths.yourAccount(),
    ];
    const found: Record<string, string[]> = {};
    for (const [index, url] of urls.entries()) {
      // The first opens through the login's storage; each later one is a new document, as a typed address is.
      if (index === 0) await openLoggedIn(page, session, url);
      else await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main').first()).not.toBeEmpty();
      const small = await smallControls(page);
      if (small.length > 0) found[url] = small;
    }
    expect(found).toEqual({});
  });

  test('the cart opened directly draws its quantity stepper at tap size', async ({ page, request, t }) => {
    const { session } = await buyer(request);
    await openLoggedIn(page, session, paths.cart());
    const plus = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(t('cart.increase', { product: '' }).trim()) });
    const box = await plus.first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET);
  });

  test('the back office opened directly draws every control at tap size', async ({ page, request }) => {
    await openLoggedIn(page, await adminSession(request), paths.admin());
    await page.waitForLoadState('networkidle');
    expect(await smallControls(page)).toEqual([]);
  });
});
