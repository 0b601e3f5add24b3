import type { APIRequestContext } from '@playwright/test';
import { LICENCE_KINDS, cartResponse, doseResponse, pickText, type DoseResponse, type Product } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, newPhone, openLoggedIn } from './auth';
import { fullProduct, fullProductWhere, hasDoseCalculator, products } from './catalogue';
import { expect, test } from './fixtures';

const productPage = (p: Product) => paths.product({ id: p.id, title: p.title.en, brand: p.brand.en });

/** A product of the first listing page whose first crop's 2.5 acres the stock covers, with that answer. */
async function dosedProduct(request: APIRequestContext): Promise<{ product: Product; dose: DoseResponse }> {
  for (const summary of (await products(request)).content) {
    const full = await fullProduct(request, summary.id);
    if (!hasDoseCalculator(full)) continue;
    const answer = await request.get(`/api/eproduct/${full.id}/dose?crop=${full.agronomy.crops[0]}&acres=2.5`);
    if (answer.ok()) return { product: full, dose: doseResponse.parse(await answer.json()) };
  }
  throw new Error('no product on the first page has a dose its stock covers for 2.5 acres');
}

/** A pesticide of the first listing page: its label has the toxicity triangle. */
const pesticide = (request: APIRequestContext) =>
  fullProductWhere(request, 'is a pesticide', (p) => Boolean(p.label.pesticide && p.seller.licences.pesticide));

test('a new farmer enters 2.5 acres, and the suggested packs go into his cart exactly', async ({
  page,
  request,
  t,
  language,
}) => {
  const { product: chosen, dose } = await dosedProduct(request);
  const session = await apiLogin(request, newPhone());
  await openLoggedIn(page, session, productPage(chosen));

  const calculator = page.getByRole('region', { name: t('counter.calculator') });
  await calculator.getByRole('radio', { name: t('counter.acres') }).check();
  await calculator.getByLabel(t('counter.areaLabel.acres')).fill('2.5');
  await calculator.getByRole('button', { name: t('counter.calculate') }).click();

  const result = calculator.getByTestId('dose-result');
  await expect(result.getByRole('listitem')).toHaveCount(dose.packs.length);
  for (const pack of dose.packs) {
    const variant = chosen.variants.find((v) => v.id === pack.variantId)!;
    await expect(result.locator(`[data-variant-id="${pack.variantId}"]`)).toHaveText(
      t('counter.pack', { count: pack.count, name: pickText(variant.name, language) }),
    );
  }
  await result.getByRole('button', { name: t('counter.addPacks') }).click();
  await expect(page.getByText(t('counter.packsAdded'))).toBeVisible();

  const cart = cartResponse.parse(
    await (
      await request.get(`/cart/user-cart?userId=${session.userId}`, {
        headers: { Authorization: `Bearer ${session.authToken}` },
      })
    ).json(),
  );
  const lines = cart.data.cartItems.map((item) => ({ variantId: item.variant.id, count: item.quantity }));
  expect(lines.sort((a, b) => a.variantId - b.variantId)).toEqual(
    [...dose.packs].sort((a, b) => a.variantId - b.variantId),
  );
});

test('an area of 0 acres is refused with what to enter, and nothing is calculated', async ({ page, request, t }) => {
  const { product: chosen } = await dosedProduct(request);
  await page.goto(productPage(chosen));

  const calculator = page.getByRole('region', { name: t('counter.calculator') });
  await calculator.getByLabel(t('counter.areaLabel.acres')).fill('0');
  await calculator.getByRole('button', { name: t('counter.calculate') }).click();
  await expect(calculator.getByRole('alert')).toHaveText(t('error.doseAcresInvalid'));
  await expect(calculator.getByTestId('dose-result')).toHaveCount(0);
});

test('the calculator is usable at 360 px: nothing wider than the screen', async ({ page, request, t }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { product: chosen } = await dosedProduct(request);
  await page.goto(productPage(chosen));

  const calculator = page.getByRole('region', { name: t('counter.calculator') });
  await calculator.getByLabel(t('counter.areaLabel.acres')).fill('1');
  await calculator.getByRole('button', { name: t('counter.calculate') }).click();
  await expect(calculator.getByTestId('dose-result')).toBeVisible();
  const box = await calculator.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  const button = await calculator.getByRole('button', { name: t('counter.addPacks') }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
});

test('a pesticide shows its label and safety facts, and the seller’s licences under Sold by', async ({
  page,
  request,
  t,
  language,
}) => {
  const chosen = await pesticide(request);
  const label = chosen.label.pesticide!;
  await page.goto(productPage(chosen));

  const section = page.getByRole('region', { name: t('counter.label') });
  await expect(section.getByRole('img', { name: t(`counter.toxicity.${label.toxicity}`) })).toBeVisible();
  await expect(section.getByText(label.registrationNumber)).toBeVisible();
  await expect(section.getByText(pickText(label.firstAid, language))).toBeVisible();
  await expect(section.getByText(pickText(label.antidote, language))).toBeVisible();
  await expect(section.getByRole('heading', { name: t('counter.soldBy') })).toBeVisible();
  await expect(section.getByText(pickText(chosen.seller.name, language), { exact: true })).toBeVisible();
  for (const kind of LICENCE_KINDS) {
    const number = chosen.seller.licences[kind];
    if (!number) continue;
    await expect(section.getByText(t(`counter.licence.${kind}`))).toBeVisible();
    await expect(section.getByText(number)).toBeVisible();
  }
});
