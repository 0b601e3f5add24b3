import { expect, test } from './fixtures';

test('the hamburger menu locks page scrolling while it is open', async ({ page, t, isSmallScreen }) => {
  test.skip(!isSmallScreen, 'the hamburger is the small-screen menu');
  await page.goto('/');
  const overflow = () => page.evaluate(() => document.body.style.overflow);
  await page.getByRole('button', { name: t('layout.openMenu') }).click();
  await expect(page.getByRole('dialog', { name: t('layout.menu') })).toBeVisible();
  expect(await overflow()).toBe('hidden');
  await page.getByRole('button', { name: t('layout.closeMenu') }).click();
  await expect(page.getByRole('dialog', { name: t('layout.menu') })).toBeHidden();
  expect(await overflow()).toBe('');
});

test('a category in the green bar shows its child categories on hover', async ({ page, t, isSmallScreen }) => {
  test.skip(isSmallScreen, 'the green bar is the wide-screen menu');
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: t('layout.mainNav') });
  // The first list holds the root categories; it is empty until they load, and hovering waits for one.
  const first = bar.getByRole('list').first().getByRole('link', { expanded: false }).first();
  await first.hover();
  await expect(bar.getByRole('link', { expanded: true })).toBeVisible();
  await expect(
    bar.getByRole('link', { name: new RegExp(`^${t('layout.viewCategory', { name: '' }).trim()}`) }).first(),
  ).toBeVisible();
});
