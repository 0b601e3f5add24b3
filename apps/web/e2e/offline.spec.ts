import { expect, test } from './fixtures';

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
