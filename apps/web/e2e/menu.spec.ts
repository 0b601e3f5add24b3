import { pickText } from '@krishi/contract';
import { rootCategories } from './catalogue';
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

for (const width of [1024, 1280]) {
  test(`at ${width} px every root category is in the green bar or under its More menu, none cut off`, async ({
    page,
    request,
    t,
    language,
    isSmallScreen,
  }) => {
    test.skip(isSmallScreen, 'the green bar is the wide-screen menu');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: t('layout.mainNav') });
    const roots = bar.getByRole('list').first();
    const more = roots.getByRole('link', { name: t('layout.moreCategories'), exact: true });
    await expect(more).toBeVisible();
    const names = (await rootCategories(request)).map((c) => pickText(c.name, language));

    const inBar = (await roots.locator(':scope > li:visible > a').allInnerTexts()).map((text) => text.trim());
    const list = await roots.boundingBox();
    for (const link of await roots.locator(':scope > li:visible > a').all()) {
      const box = await link.boundingBox();
      expect(box!.x + box!.width, `${await link.innerText()} ends inside the bar`).toBeLessThanOrEqual(
        list!.x + list!.width + 0.5,
      );
    }

    await more.hover();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = more.locator('xpath=..').getByRole('list');
    await expect(panel).toBeVisible();
    const inMore = (await panel.getByRole('link').allInnerTexts()).map((text) => text.trim());
    const shown = [...inBar, ...inMore];
    for (const name of names) expect(shown, `${name} can be reached`).toContain(name);
    expect(inMore).toContain(t('layout.allCategories'));
  });
}

test('the hamburger menu keeps its title and close button in view while its list scrolls', async ({
  page,
  t,
  isSmallScreen,
}) => {
  test.skip(!isSmallScreen, 'the hamburger is the small-screen menu');
  await page.goto('/');
  await page.getByRole('button', { name: t('layout.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t('layout.menu') });
  // Opened categories and brands make the list longer than the screen.
  await menu.getByRole('button', { name: t('layout.categories'), exact: true }).click();
  await menu.getByRole('button', { name: t('layout.brands'), exact: true }).click();
  await expect(menu.getByRole('link', { name: t('layout.allBrands') })).toBeVisible();
  await menu.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await expect.poll(() => menu.evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(100);
  const close = menu.getByRole('button', { name: t('layout.closeMenu') });
  await expect(close).toBeInViewport({ ratio: 1 });
  await close.click();
  await expect(menu).toBeHidden();
});

test('at 1280 px the green bar’s first and last links line up with the logo and the page’s content', async ({
  page,
  t,
  isSmallScreen,
}) => {
  test.skip(isSmallScreen, 'the green bar is the wide-screen menu');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: t('layout.mainNav') });
  const firstLink = bar.getByRole('list').first().getByRole('link').first();
  const lastLink = bar.getByRole('link', { name: t('layout.farmerMarketplace') });
  await expect(firstLink).toBeVisible();
  /** Where a link's words begin and end: its padding is its hover background, not its text. */
  const textEdges = (link: typeof firstLink) =>
    link.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
  // The bar lays its categories out once it has measured which fit beside the rest: the test
  // reads the settled bar, as the reader sees it a moment after it appears.
  await expect(async () => {
    const logo = (await page.getByRole('link', { name: t('layout.homeLink') }).boundingBox())!;
    const content = (await page.getByRole('main').boundingBox())!;
    const contentPadding = await page
      .getByRole('main')
      .evaluate((main) => parseFloat(getComputedStyle(main).paddingRight));
    const first = await textEdges(firstLink);
    const last = await textEdges(lastLink);
    expect(Math.abs(first.left - logo.x)).toBeLessThanOrEqual(1);
    expect(last.right).toBeLessThanOrEqual(content.x + content.width - contentPadding + 1);
    expect(content.x + content.width - contentPadding - last.right).toBeLessThanOrEqual(8);
  }).toPass({ timeout: 5_000 });
});
