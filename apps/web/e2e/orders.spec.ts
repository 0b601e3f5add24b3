import { formatRupees, pickText } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, newPhone, openLoggedIn } from './auth';
import { placeOrder } from './buying';
import { expect, test } from './fixtures';

test('Order Details lists the items ordered and the bill as the order was charged', async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  const item = order.items[0]!;
  await openLoggedIn(page, session, paths.myOrders());
  await page
    .getByRole('link', { name: t('orders.viewDetails') })
    .first()
    .click();

  await expect(page).toHaveURL(paths.orderDetails(order.id));
  await expect(page.getByRole('heading', { name: t('orders.orderDetails'), level: 1 })).toBeVisible();
  const items = page.getByRole('region', { name: t('orders.itemsOrdered') });
  await expect(items.getByText(item.product.title.en, { exact: true })).toBeVisible();
  await expect(items.getByText(`${t('orders.soldBy')} ${pickText(item.product.seller.name, 'en')}`)).toBeVisible();

  const bill = page.getByRole('region', { name: t('orders.billDetails') });
  await expect(bill.getByRole('columnheader', { name: t('orders.billItem') })).toBeVisible();
  await expect(
    bill.getByText(t('orders.billItemName', { title: item.product.title.en, variant: item.variant.name.en })),
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
