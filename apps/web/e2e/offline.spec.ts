import { inStockProduct, productPath } from './catalogue';
import { expect, scrollToReviews, test } from './fixtures';

// Requests made while offline fail, and chromium logs each failure as a console error.
test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/ });

test("losing the connection shows the 'You are offline' badge, and it goes when the connection returns", async ({
  page,
  context,
  t,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const badge = page.getByText(t('offline.badge'));
  await expect(badge).toBeHidden();
  await context.setOffline(true);
  await expect(badge).toBeVisible();
  await context.setOffline(false);
  await expect(badge).toBeHidden();
});

test.describe('before the app has cached its code', () => {
  test.use({ serviceWorkers: 'block' });

  test('a delivery check asked for offline waits, and answers once the connection returns', async ({
    page,
    context,
    request,
    t,
  }) => {
    await page.goto(productPath(await inStockProduct(request)));
    const check = page.getByRole('region', { name: t('cart.delivery.title') });
    await expect(check).toBeVisible();
    await context.setOffline(true);
    await check.getByRole('textbox', { name: t('cart.delivery.pinLabel') }).fill('560001');
    await check.getByRole('button', { name: t('cart.delivery.check') }).click();
    await expect(check.getByText(t('cart.delivery.checking'))).toBeVisible();

    await context.setOffline(false);
    await expect(check.getByText(t('cart.delivery.checking'))).toBeHidden();
    await expect(check.getByText(t('cart.delivery.failed'))).toBeHidden();
    await expect(check.getByText(/560001/)).toBeVisible();
  });

  test.describe('on a phone, where the reviews are well below the first screen', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('scrolling to a product’s reviews offline keeps the page, and the reviews come with the connection', async ({
      page,
      context,
      request,
      t,
    }) => {
      const product = await inStockProduct(request);
      await page.goto(productPath(product));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.setOffline(true);
      await scrollToReviews(page, t);
      await expect(page.getByText(t('reviews.loading'))).toBeVisible();
      await expect(page.getByText(t('common.error'))).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByRole('button', { name: t('reviews.submit') })).toBeVisible();
    });

    test('the menu opened offline keeps the page, and opens once the connection returns', async ({
      page,
      context,
      t,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.getByRole('button', { name: t('layout.openMenu') }).click();
      await expect(page.getByText(t('common.error'))).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByRole('dialog', { name: t('layout.menu') })).toBeVisible();
    });
  });
});
