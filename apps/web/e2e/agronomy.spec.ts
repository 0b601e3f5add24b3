import type { APIRequestContext } from '@playwright/test';
import { pickText, problemPageResponse } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { expect, test } from './fixtures';

/** Products that control whitefly, as its page's own call answers. */
async function whiteflyPage(request: APIRequestContext) {
  return problemPageResponse.parse(await (await request.get('/api/agronomy/problems/whitefly')).json());
}

test('a farmer picks his crop from the crops page and sees its seeds, nutrition and protection', async ({
  page,
  t,
  language,
}) => {
  await page.goto(paths.crops());
  await expect(page.getByRole('heading', { level: 1, name: t('agronomy.cropsTitle') })).toBeVisible();
  await page.getByRole('link', { name: language === 'kn' ? 'ಭತ್ತ' : 'paddy' }).click();

  await expect(page).toHaveURL(/\/crops\/paddy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'kn' ? 'ಭತ್ತ' : 'paddy');
  await expect(page.getByRole('heading', { level: 2, name: t('agronomy.need.seeds') })).toBeVisible();
  const protection = page.getByRole('region', { name: t('agronomy.need.protection') });
  await expect(protection.getByRole('article').first()).toBeVisible();
  await expect(protection.getByText(t('agronomy.controls')).first()).toBeVisible();
});

test('a protection product on a crop page names what it controls, and the pest opens its own page', async ({
  page,
  t,
}) => {
  await page.goto(paths.crop('cotton'));
  const protection = page.getByRole('region', { name: t('agronomy.need.protection') });
  const pest = protection.locator('.term-links a').first();
  const pestName = await pest.textContent();
  await pest.click();

  await expect(page).toHaveURL(/\/pests\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pestName!);
  await expect(page.getByRole('heading', { level: 2, name: t('agronomy.whatItIs') })).toBeVisible();
});

test('a pest page says what the pest is and lists the products that control it, with their dose', async ({
  page,
  request,
  t,
  language,
}) => {
  const whitefly = await whiteflyPage(request);
  await page.goto(paths.problem('whitefly'));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pickText(whitefly.problem.name, language));
  await expect(page.getByText(pickText(whitefly.problem.about, language))).toBeVisible();
  const products = page.getByRole('region', { name: t('agronomy.controlledBy') }).getByRole('article');
  await expect(products).toHaveCount(whitefly.products.length);
  const dosed = whitefly.products.find((p) => p.dosePerLitre !== null)!;
  const card = page
    .locator('.agronomy-page__item')
    .filter({ hasText: pickText(dosed.title, language) })
    .first();
  await expect(card.getByText(t('agronomy.dose'))).toBeVisible();
  await expect(card).toContainText(t(`agronomy.unit.${dosed.dosePerLitre!.unit}`));
});

test('a product page says what the product controls, and the pest opens its page', async ({
  page,
  request,
  t,
  language,
}) => {
  const whitefly = await whiteflyPage(request);
  const product = whitefly.products.find((p) => p.dosePerLitre !== null)!;
  await page.goto(`/product/${product.id}`);

  const facts = page.locator('.agronomy-facts');
  await expect(facts.getByText(t('agronomy.controls'))).toBeVisible();
  await facts.getByRole('link', { name: pickText(whitefly.problem.name, language), exact: true }).click();
  await expect(page).toHaveURL(/\/pests\/whitefly$/);
});

test.describe('an unknown crop', () => {
  // The document and the page's call both answer 404, which Chromium logs as failed resources.
  test.use({ allowedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  test('is a page that is not found', async ({ page, t }) => {
    const response = await page.goto(paths.crop('no-such-crop'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  });
});

test('a search that names a pest and a crop offers their pages above the results', async ({ page, t, language }) => {
  await page.goto(paths.search('thrips chilli'));
  const named = page.getByRole('list', { name: t('agronomy.namedInSearch') });
  await expect(named.getByRole('link')).toHaveCount(2);
  await named.getByRole('link', { name: language === 'kn' ? 'ಥ್ರಿಪ್ಸ್' : 'thrips' }).click();
  await expect(page).toHaveURL(/\/pests\/thrips$/);
});
