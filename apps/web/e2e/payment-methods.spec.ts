import type { Page } from '@playwright/test';
import { SANDBOX_UPI_PAYS } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, newPhone, openLoggedIn } from './auth';
import { addAddress, fillCart, productsOfSellers } from './buying';
import { expect, test, type Translate } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence with an amount in it, matched whatever amount the server priced. */
const withAmount = (t: Translate, key: Parameters<Translate>[0]) => {
  const [before, after] = t(key, { amount: '\u0000' }).split('\u0000').map(escapeRegExp);
  return new RegExp(`^${before}₹[\\d,.]+${after}$`);
};

type Request = Parameters<typeof apiLogin>[0];

/**
 * A new buyer with one deliverable product in the cart and an address, on the Checkout screen,
 * after `codOrders` cash on delivery orders placed through the API.
 */
async function onCheckout(page: Page, request: Request, codOrders = 0) {
  const session = await apiLogin(request, newPhone());
  const address = await addAddress(request, session);
  const bought = await productsOfSellers(request, 1, true);
  for (let i = 0; i < codOrders; i++) {
    await fillCart(request, session, bought, address.id);
    const ordered = await request.post('/order/create', {
      headers: { Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' },
      data: { paymentMethod: 'COD' },
    });
    expect(ordered.ok(), await ordered.text()).toBe(true);
  }
  await fillCart(request, session, bought, address.id);
  await openLoggedIn(page, session, paths.orderSummary());
}

/** The newest order on My Orders. */
const newestOrder = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();

test('a new buyer pays by UPI in the sandbox, approving it in the UPI app, and My Orders says UPI', async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(90_000);
  await onCheckout(page, request);

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('checkout.makePayment') }).click();
  await page.getByRole('tab', { name: t('checkout.pay.upi') }).click();
  const checkout = page.getByRole('dialog', { name: t('checkout.upi.title') });
  await expect(checkout).toBeVisible();

  await checkout.getByLabel(t('checkout.upi.id')).fill('asha');
  await checkout.getByRole('button', { name: withAmount(t, 'checkout.card.pay') }).click();
  await expect(checkout.getByText(t('error.upiIdInvalid'))).toBeVisible();

  await checkout.getByLabel(t('checkout.upi.id')).fill(SANDBOX_UPI_PAYS);
  await checkout.getByRole('button', { name: withAmount(t, 'checkout.card.pay') }).click();
  await expect(checkout.getByText(t('checkout.upi.approve'))).toBeVisible();
  const [before, after] = t('checkout.upi.timeLeft', { time: '\u0000' }).split('\u0000').map(escapeRegExp);
  await expect(checkout.getByText(new RegExp(`^${before}[45]:\\d\\d${after}$`))).toBeVisible();
  await expect(checkout.getByRole('button', { name: t('checkout.upi.cancel') })).toBeVisible();

  await expect(page.getByRole('heading', { name: t('checkout.successHeading') })).toBeVisible();
  await page.getByRole('link', { name: t('checkout.viewOrders') }).click();
  await expect(newestOrder(page).getByText(t('orders.paidBy', { method: t('orders.method.UPI') }))).toBeVisible();
});

test('a new buyer orders by cash on delivery and the order pages say what to pay at the door', async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(90_000);
  await onCheckout(page, request);

  await page.getByRole('radio', { name: t('checkout.method.cod') }).check();
  await expect(page.getByText(withAmount(t, 'checkout.cod.payOnDelivery'))).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  await expect(page.getByRole('heading', { name: t('checkout.successHeading') })).toBeVisible();
  await expect(page.getByText(withAmount(t, 'checkout.cod.payOnDelivery'))).toBeVisible();
  await page.getByRole('link', { name: t('checkout.viewOrders') }).click();
  const order = newestOrder(page);
  await expect(order.getByText(t('orders.paidBy', { method: t('orders.method.COD') }))).toBeVisible();
  await expect(order.getByText(withAmount(t, 'orders.payOnDelivery'))).toBeVisible();

  await order.getByRole('link', { name: t('orders.viewDetails') }).click();
  await expect(page.getByText(withAmount(t, 'orders.payOnDelivery'))).toBeVisible();
});

test('cash on delivery says why it is not offered to a buyer with two undelivered COD orders', async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(90_000);
  await onCheckout(page, request, 2);

  await expect(page.getByText(t('checkout.cod.unavailable.tooManyOpen', { count: 2 }))).toBeVisible();
  await expect(page.getByRole('radio', { name: t('checkout.method.cod') })).toBeDisabled();
  await expect(page.getByRole('radio', { name: t('checkout.method.online') })).toBeChecked();
  await expect(page.getByRole('button', { name: t('checkout.makePayment') })).toBeVisible();
});
