import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  cartResponse,
  indiaDate,
  orderResponse,
  paymentOrderResponse,
  pickText,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  type ProductSummary,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { formatDeliveryDay, intlLocale } from '../src/features/orders/lib/order-date';
import { adminSession } from './admin';
import { apiLogin, newPhone, openLoggedIn, type ApiSession } from './auth';
import { addAddress, BUYER } from './buying';
import { hasStock, products, rootCategories, serviceability } from './catalogue';
import { expect, test } from './fixtures';

const headers = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

/** In-stock pesticides of the seeded catalogue (their stock is held by lot), found through the public API. */
async function pesticides(request: APIRequestContext): Promise<ProductSummary[]> {
  const root = (await rootCategories(request)).find((c) => c.slug === 'pesticides');
  expect(root, 'the seeded catalogue has pesticides').toBeDefined();
  return (await products(request, { categoryId: root!.id })).content.filter(hasStock);
}

test('an operator receives a lot on a pesticide’s variant and sees it among its lots, not yet expired', async ({
  page,
  request,
  t,
  language,
}) => {
  const [product] = await pesticides(request);
  const variant = product!.variants.find((v) => v.inventory > 0)!;
  // The back office names a variant in its own language, as the storefront does.
  const name = pickText(variant.name, language);
  const batch = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await openLoggedIn(page, await adminSession(request), `/admin/products/${product!.id}`);

  await page.getByRole('button', { name: t('lots.openNamed', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('lots.title', { name }) });
  await dialog.getByLabel(t('lots.batchField')).fill(batch);
  await dialog.getByLabel(t('lots.quantityField')).fill('12');
  await dialog.getByLabel(t('lots.mfgField')).fill(addDays(indiaDate(new Date()), -20));
  await dialog.getByLabel(t('lots.expiryField')).fill(addDays(indiaDate(new Date()), 500));
  await dialog.getByRole('button', { name: t('admin.save') }).click();

  const row = dialog.getByRole('row').filter({ hasText: batch });
  await expect(row).toContainText(addDays(indiaDate(new Date()), 500));
  await expect(row).toContainText('12');
  await expect(row).toContainText(t('lots.yes'));
});

test('a variant held by lot shows its stock but takes it only from its lots', async ({
  page,
  request,
  t,
  language,
}) => {
  const [product] = await pesticides(request);
  const variant = product!.variants.find((v) => v.inventory > 0)!;
  const name = pickText(variant.name, language);
  await openLoggedIn(page, await adminSession(request), `/admin/products/${product!.id}`);

  await page.getByRole('button', { name: t('admin.variants.editNamed', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.variants.edit') });

  await expect(dialog.getByLabel(t('admin.variants.inventory'))).toHaveAttribute('readonly');
  await expect(dialog.getByText(t('lots.stockByLots'))).toBeVisible();
});

test('Order Details lists the lots a pesticide was shipped from, batch and expiry', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const address = await addAddress(request, session);
  let bought: ProductSummary | undefined;
  for (const product of await pesticides(request)) {
    const variant = product.variants.find((v) => v.inventory > 0)!;
    if ((await serviceability(request, product.id, BUYER.pinCode, variant.id)).deliverable) {
      bought = product;
      break;
    }
  }
  expect(bought, 'a seeded pesticide is delivered to the buyer').toBeDefined();
  const variant = bought!.variants.find((v) => v.inventory > 0)!;
  const saved = await request.put('/cart/saveUpdateCart', {
    headers: headers(session),
    data: { cartItems: [{ productId: bought!.id, variantId: variant.id, quantity: 1 }], addressId: address.id },
  });
  const cart = cartResponse.parse(await saved.json()).data;
  const started = await request.post('/cart/validateAndProceedToPaymentNew', { headers: headers(session), data: cart });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentOrderId } = paymentOrderResponse.parse(await started.json()).data;
  const paid = await request.post('/sandbox/pay', {
    headers: headers(session),
    data: { orderId: paymentOrderId, cardNumber: SANDBOX_CARD_PAYS },
  });
  const paymentInfo = sandboxPayResponse.parse(await paid.json());
  const created = await request.post('/order/create', { headers: headers(session), data: { paymentInfo } });
  expect(created.ok(), await created.text()).toBe(true);
  const order = orderResponse.parse(await created.json()).data;
  const [lot] = order.lots;
  expect(lot, 'the order took its unit from a lot').toBeDefined();

  await openLoggedIn(page, session, paths.orderDetails(order.id));

  const lots = page.getByRole('region', { name: t('lots.shipped') });
  await expect(lots.getByRole('columnheader', { name: t('lots.batch') })).toBeVisible();
  const row = lots.getByRole('row').filter({ hasText: lot!.batch });
  await expect(row).toContainText(pickText(bought!.title, language));
  await expect(row).toContainText(
    formatDeliveryDay(lot!.expiryDate, intlLocale(language === 'kn' ? 'kn_In' : 'en_In')),
  );
  await expect(row.getByRole('cell').last()).toHaveText('1');
});
