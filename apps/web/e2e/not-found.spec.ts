import { expect, test } from './fixtures';

test("an unknown address shows 'Page not found' with a way home", async ({ page, t }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('notFound.home') }).click();
  await expect(page).toHaveURL('/');
});
