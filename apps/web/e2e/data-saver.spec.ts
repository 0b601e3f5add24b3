import type { Page } from '@playwright/test';
import { DATA_SAVER_COOKIE, doseResponse, productResponse } from '@krishi/contract';
import { inStockProduct, productPath, products } from './catalogue';
import { expect, test, type Translate } from './fixtures';

/** The catalogue pictures on the page, as the browser was asked to fetch them. */
function productPictures(page: Page) {
  return page.locator('img[src^="/media/"]');
}

async function expectSmallPictures(page: Page) {
  const pictures = productPictures(page);
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /\?w=160$/);
    await expect(picture).not.toHaveAttribute('srcset', /.+/);
    await expect(picture).toHaveAttribute('loading', 'lazy');
  }
}

async function openDataSaverToggle(page: Page, t: Translate, isSmallScreen: boolean) {
  if (isSmallScreen) await page.getByRole('button', { name: t('layout.openMenu') }).click();
  else
    await page.getByRole('button', { name: t('layout.languageCurrent', { name: t('layout.languageName') }) }).click();
  return page.getByRole('checkbox', { name: t('layout.dataSaver') });
}

test('turning data saver on in the menu makes the pictures small and stops the offers turning', async ({
  page,
  t,
  isSmallScreen,
}) => {
  await page.goto('/');
  await expect(productPictures(page).first()).toHaveAttribute('srcset', /1280w/);
  const toggle = await openDataSaverToggle(page, t, isSmallScreen);
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Escape');

  const carousel = page.getByRole('region', { name: t('home.promotions') });
  await expect(carousel.getByRole('button', { name: t('home.showPromotion', { index: 2 }) })).toBeVisible();
  await page.mouse.move(0, 0);
  const shown = () => carousel.locator('.promo__track').evaluate((track) => track.scrollLeft);
  // On a slow machine autoplay may have turned an offer before the toggle was reached: where the
  // offers come to rest once data saver is on is where they must stay.
  let resting = await shown();
  for (let moved = true; moved;) {
    await page.waitForTimeout(300);
    const now = await shown();
    moved = now !== resting;
    resting = now;
  }
  // Autoplay would have moved to the next offer after 2500 ms.
  await page.waitForTimeout(3500);
  expect(await shown()).toBe(resting);
  await expectSmallPictures(page);
});

test('the choice is remembered on the next visit', async ({ page, t, isSmallScreen }) => {
  await page.goto('/');
  await (await openDataSaverToggle(page, t, isSmallScreen)).check();
  await page.reload();
  await expectSmallPictures(page);
});

test('a browser that asks to save data starts with data saver on', async ({ page, t, isSmallScreen }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
    });
  });
  await page.goto('/');
  await expectSmallPictures(page);
  await expect(await openDataSaverToggle(page, t, isSmallScreen)).toBeChecked();
});

test('the server sends a browser asking to save data no picture preload and small pictures', async ({ request }) => {
  // The shop's logo is preloaded on every page; a catalogue picture only without Save-Data.
  const picturePreload = /<link rel="preload" as="image"[^>]*\/media\//i;
  const plain = await (await request.get('/')).text();
  const saving = await (await request.get('/', { headers: { 'Save-Data': 'on' } })).text();
  expect(plain).toMatch(picturePreload);
  expect(saving).not.toMatch(picturePreload);
  expect(saving).toContain('?w=160"');
  expect(saving).not.toContain('?w=1280 1280w');
});

test('a data-saver product page is read without the app’s code, which comes when the farmer first taps', async ({
  page,
  request,
  baseURL,
  t,
  isSmallScreen,
}) => {
  await page.context().addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: baseURL! }]);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // One with pictures: a product another test made in the back office meanwhile may have none.
  await page.goto(productPath(await inStockProduct(request, { withPictures: true })), {
    waitUntil: 'domcontentloaded',
  });
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSmallPictures(page);
  expect(scripts).toEqual(['/start-on-demand.js']);

  // The first tap, made before the app is there, is answered once it has taken over the page.
  const toggle = await openDataSaverToggle(page, t, isSmallScreen);
  await expect(toggle).toBeChecked();
  expect(scripts.some((script) => script.startsWith('/assets/index-'))).toBe(true);
});

test('on a data-saver product page the area a farmer types before the app is there is calculated', async ({
  page,
  request,
  baseURL,
  t,
}) => {
  let dosed: { path: string; packs: number } | null = null;
  for (const summary of (await products(request)).content) {
    const full = productResponse.parse(await (await request.get(`/api/eproduct/${summary.id}`)).json()).data;
    const crop = full.agronomy.crops[0];
    if (!crop || !full.agronomy.dosePerAcre) continue;
    const answer = await request.get(`/api/eproduct/${full.id}/dose?crop=${crop}&acres=2.5`);
    if (!answer.ok()) continue;
    dosed = { path: productPath(summary), packs: doseResponse.parse(await answer.json()).packs.length };
    break;
  }
  expect(dosed, 'a product of the first page with a dose per acre its stock covers').not.toBeNull();
  await page.context().addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: baseURL! }]);
  await page.goto(dosed!.path, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');

  const calculator = page.getByRole('region', { name: t('counter.calculator') });
  await calculator.getByLabel(t('counter.areaLabel.acres')).fill('2.5');
  await calculator.getByRole('button', { name: t('counter.calculate') }).click();

  await expect(calculator.getByTestId('dose-result').getByRole('listitem')).toHaveCount(dosed!.packs);
});
