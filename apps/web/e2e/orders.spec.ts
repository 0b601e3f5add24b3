import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  completeAddressIn,
  formatDeduction,
  formatRupees,
  pickText,
  SHIPMENT_LABEL_KEY,
  shipmentLabel,
  type LanguageCode,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { formatDeliveryDay, formatOrderDate } from '../src/features/orders/lib/order-date';
import { documentLoaders } from '../src/features/static-pages/content/loaders';
import { apiLogin, newPhone, openLoggedIn, type ApiSession } from './auth';
import { placeOrder, placeOrderWithCoupon } from './buying';
import { products } from './catalogue';
import { expect, test, type Translate } from './fixtures';

const intlLocale = (language: LanguageCode) => (language === 'kn' ? 'kn-IN' : 'en-IN');

/** The value a label stands beside in a list of facts (<dt>label</dt><dd>value</dd>). */
const factOf = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** One order's card on My Orders. */
const orderCard = (page: Page, t: Translate, id: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t('orders.orderId', { id }) }) });

/** A new buyer's paid order, and its card on the buyer's My Orders. */
async function newOrderOnMyOrders(page: Page, request: APIRequestContext, t: Translate) {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  await openLoggedIn(page, session, paths.myOrders());
  return { order, card: orderCard(page, t, order.id) };
}

async function cancelByApi(request: APIRequestContext, session: ApiSession, orderId: number) {
  const response = await request.post(`/order/cancel?orderId=${orderId}`, {
    headers: { Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Order Details lists the items ordered and the bill as the order was charged', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  const item = order.items[0]!;
  const title = pickText(item.product.title, language);
  await openLoggedIn(page, session, paths.myOrders());
  await page
    .getByRole('link', { name: t('orders.viewDetails') })
    .first()
    .click();

  await expect(page).toHaveURL(paths.orderDetails(order.id));
  await expect(page.getByRole('heading', { name: t('orders.orderDetails'), level: 1 })).toBeVisible();
  const items = page.getByRole('region', { name: t('orders.itemsOrdered') });
  await expect(items.getByText(title, { exact: true })).toBeVisible();
  await expect(items.getByText(`${t('orders.soldBy')} ${pickText(item.product.seller.name, language)}`)).toBeVisible();

  const bill = page.getByRole('region', { name: t('orders.billDetails') });
  await expect(bill.getByRole('columnheader', { name: t('orders.billItem') })).toBeVisible();
  await expect(
    bill.getByText(t('orders.billItemName', { title, variant: pickText(item.variant.name, language) })),
  ).toBeVisible();
  await expect(bill.getByRole('row', { name: t('orders.subTotal') })).toContainText(formatRupees(order.totalPrice));
  await expect(bill.getByRole('row', { name: t('orders.shippingCharges') })).toContainText(
    formatRupees(order.shippingPrice),
  );
  await expect(bill.getByRole('row', { name: t('orders.netTotal') })).toContainText(formatRupees(order.netPrice));
});

test.describe('a missing order', () => {
  test.use({ allowedConsoleErrors: /404 \(Not Found\)/ });

  test("an order that is not the user's says 'Order not found.'", async ({ page, request, t }) => {
    const owner = await apiLogin(request, newPhone());
    const order = await placeOrder(request, owner);
    const someoneElse = await apiLogin(request, newPhone());
    await openLoggedIn(page, someoneElse, paths.orderDetails(order.id));

    await expect(page.getByRole('heading', { name: t('orders.orderDetails'), level: 1 })).toBeVisible();
    await expect(page.getByText(t('orders.notFound'))).toBeVisible();
    await expect(page.getByText(order.items[0]!.product.title.en)).toHaveCount(0);
  });
});

test("'No, Go Back' keeps the order placed and returns focus to Cancel Order", async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  await openLoggedIn(page, session, paths.cancelOrder(order.id));

  await expect(page.getByRole('heading', { name: t('orders.cancelHeading') })).toBeVisible();
  await expect(page.getByText(t('orders.gatewayCharges'))).toBeVisible();
  const cancel = page.getByRole('button', { name: t('orders.cancelOrder') });
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: t('orders.confirmTitle') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t('orders.confirmNo') }).click();

  await expect(page.getByText(t('orders.cancelAborted'))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page.getByText(t('orders.status.Placed'), { exact: true })).toBeVisible();

  await cancel.click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByText(t('orders.status.Placed'), { exact: true })).toBeVisible();
});

test('Order Details shows the status, the date, the delivery address and each shipment’s delivery estimate', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  const shipment = order.shipmentList[0]!;
  await openLoggedIn(page, session, paths.orderDetails(order.id));

  await expect(page.getByText(t('orders.status.Placed'), { exact: true })).toBeVisible();
  await expect(
    page.getByText(t('orders.placedOn', { date: formatOrderDate(order.createdDate, intlLocale(language)) })),
  ).toBeVisible();
  const items = page.getByRole('region', { name: t('orders.itemsOrdered') });
  await expect(
    items.getByText(
      t('orders.estimatedDelivery', { date: formatDeliveryDay(shipment.estimatedDeliveryDate, intlLocale(language)) }),
    ),
  ).toBeVisible();
  const address = page.getByRole('region', { name: t('orders.deliveryAddress') });
  await expect(address.getByText(order.userAddress.name)).toBeVisible();
  await expect(address.getByText(completeAddressIn(order.userAddress, language))).toBeVisible();
  await expect(address.getByText(t('orders.phone', { phone: order.userAddress.phoneNumber }))).toBeVisible();
});

test('Order Details of a cancelled order shows its refund', async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  await cancelByApi(request, session, order.id);
  await openLoggedIn(page, session, paths.orderDetails(order.id));

  await expect(page.getByText(t('orders.status.Cancelled'), { exact: true })).toBeVisible();
  const refund = page.getByRole('region', { name: t('orders.refund'), exact: true });
  await expect(factOf(refund, t('orders.refundAmount'))).toHaveText(formatRupees(order.netPrice));
  await expect(factOf(refund, t('orders.refundStatusLabel'))).toHaveText(t('orders.refundStatus.Processed'));
  await expect(page.getByText(t('orders.estimatedDelivery', { date: '' }).trim())).toHaveCount(0);
});

test('Cancelling before dispatch refunds the full amount paid, as the linked refund policy says', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  await openLoggedIn(page, session, paths.cancelOrder(order.id));

  await expect(factOf(page, t('orders.totalPaid'))).toHaveText(formatRupees(order.netPrice));
  await expect(factOf(page, t('orders.gatewayCharges'))).toHaveText(formatRupees(0));
  await expect(factOf(page, t('orders.refundAmount'))).toHaveText(formatRupees(order.netPrice));
  const policy = page.getByRole('link', {
    name: t('orders.policyFree').match(/<policy>(.*)<\/policy>/)![1]!,
    exact: true,
  });
  await expect(policy).toHaveAttribute('href', paths.refundPolicy(language));
  await expect(page.getByText(t('orders.policyFree').replace(/<\/?policy>/g, ''))).toBeVisible();

  const content = (await documentLoaders.refund[language]()).default;
  const cancelling = content.sections.find((section) => section.id === 'cancel')!.paragraphs![0]!;
  const promise = typeof cancelling === 'function' ? cancelling({ feePercent: 0 }) : cancelling;
  await page.goto(paths.refundPolicy(language));
  await expect(page.getByText(promise)).toBeVisible();
});

test('checkout and My Orders call a shipment by the same label, which names its seller', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  const label = t(SHIPMENT_LABEL_KEY, shipmentLabel(order.shipmentList, 0, language));
  expect(label).toContain(pickText(order.shipmentList[0]!.seller.name, language));

  await openLoggedIn(page, session, paths.myOrders());
  const card = orderCard(page, t, order.id);
  await card.getByRole('button', { name: t('orders.showDetails') }).click();
  await expect(card.getByRole('heading', { name: label, level: 3 })).toBeVisible();

  // The seller's best-stocked pack in a new cart (other tests buy the product just ordered, and
  // may have taken its last unit): the checkout proposes the same seller's shipment.
  const { content } = await products(request, { sellerId: order.shipmentList[0]!.seller.id });
  const [again] = content
    .flatMap((product) => product.variants.map((variant) => ({ productId: product.id, variant })))
    .sort((a, b) => b.variant.inventory - a.variant.inventory);
  const cart = await request.put('/cart/saveUpdateCart', {
    headers: { Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' },
    data: {
      cartItems: [{ productId: again!.productId, variantId: again!.variant.id, quantity: 1 }],
      addressId: order.userAddress.id,
    },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  await page.goto(paths.orderSummary());
  await expect(page.getByRole('heading', { name: label, level: 3 })).toBeVisible();
});

test('My Orders names the delivery address’s state and district in the page language, as the checkout did', async ({
  page,
  request,
  t,
  language,
}) => {
  const { order, card } = await newOrderOnMyOrders(page, request, t);
  await card.getByRole('button', { name: t('orders.showDetails') }).click();

  await expect(card.getByText(completeAddressIn(order.userAddress, language))).toBeVisible();
});

test("On My Orders 'View Order Details' is the filled button and 'Cancel Order' the outlined one", async ({
  page,
  request,
  t,
}) => {
  const { card } = await newOrderOnMyOrders(page, request, t);
  const background = (name: string) =>
    card.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).backgroundColor);

  expect(await background(t('orders.viewDetails'))).not.toBe('rgba(0, 0, 0, 0)');
  expect(await background(t('orders.cancelOrder'))).toBe('rgba(0, 0, 0, 0)');
});

test('My Orders shows the discount with a minus sign, as the cart and Order Details do', async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrderWithCoupon(request, session);
  expect(order.discount).toBeGreaterThan(0);
  await openLoggedIn(page, session, paths.myOrders());
  const card = orderCard(page, t, order.id);
  await card.getByRole('button', { name: t('orders.showDetails') }).click();

  await expect(factOf(card, t('orders.discount'))).toHaveText(formatDeduction(order.discount));
  await page.goto(paths.orderDetails(order.id));
  const bill = page.getByRole('region', { name: t('orders.billDetails') });
  await expect(bill.getByRole('row', { name: t('orders.discount') })).toContainText(formatDeduction(order.discount));
});
