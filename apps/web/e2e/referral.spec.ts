import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_API,
  cartResponse,
  formatDeduction,
  formatPrice,
  formatRupees,
  pickText,
  referralResponse,
  SANDBOX_CARD_PAYS,
  shownPrice,
  whatsAppShareLink,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { encodeList } from '../src/features/cart/lib/shared-list';
import { formatDeliveryDay, intlLocale } from '../src/features/orders/lib/order-date';
import { initialVariant } from '../src/lib/variants';
import { adminSession, switchPerson } from './admin';
import { apiLogin, codeSentTo, newPhone, openLoggedIn, type ApiSession } from './auth';
import { addAddress, BUYER, fillCart, placeOrder, productsOfSellers } from './buying';
import { inStockProduct, productPath } from './catalogue';
import { expect, test, type Translate } from './fixtures';

const headers = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

async function referralOf(request: APIRequestContext, session: ApiSession) {
  const response = await request.get('/api/referral', { headers: headers(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return referralResponse.parse(await response.json());
}

/** The back office gives the buyer points, as an operator's adjustment with a reason. */
async function givePoints(request: APIRequestContext, session: ApiSession, points: number) {
  const operator = await adminSession(request);
  const response = await request.post(`${ADMIN_API}/users/${session.userId}/points`, {
    headers: headers(operator),
    data: { points, reason: 'Browser test' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const whatsApp = (page: Page, t: Translate, name: 'referral.whatsApp' | 'referral.shareProduct') =>
  page.getByRole('link', { name: t(name) });

test("a farmer opens a friend's link, logs in and registers, and the friend's balance rises by 10", async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(90_000);
  const friend = await apiLogin(request, newPhone());
  const { code } = await referralOf(request, friend);

  await page.goto(paths.referralLink(code));
  await expect(page).toHaveURL(paths.loginToSignUp());
  // The farmer comes back later: the code is kept on the phone, not in the tab.
  await page.goto(paths.home());
  await page.goto(paths.login());

  const phone = newPhone();
  await page.getByLabel(t('auth.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await page
    .getByLabel(t('auth.digit', { index: 1, count: 6 }), { exact: true })
    .pressSequentially(await codeSentTo(phone));
  await expect(page).toHaveURL(paths.register());

  await page.getByLabel(t('profile.firstName')).fill('Basavaraj');
  await page.getByLabel(t('profile.lastName')).fill('Patil');
  await page.getByLabel(t('profile.gender.MALE'), { exact: true }).check();
  await page.getByLabel(t('profile.userType')).selectOption('FARMER');
  await page.getByLabel(t('profile.state'), { exact: true }).selectOption('Karnataka');
  const district = page.getByLabel(t('profile.district'), { exact: true });
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  await page.getByRole('button', { name: t('profile.register') }).click();
  await expect(page.getByText(t('profile.registered'))).toBeVisible();

  await openLoggedIn(page, friend, paths.refer());
  await expect(page.getByTestId('points-balance')).toHaveText(t('referral.points', { points: 10 }));
  await expect(page.getByText(t('referral.entry.earned'))).toBeVisible();
});

test("'Refer a farmer' is in the account menu; its WhatsApp button carries the message and the link", async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  const { link } = await referralOf(request, session);
  await openLoggedIn(page, session, paths.home());
  await page.getByRole('button', { name: t('layout.account') }).click();
  await page.getByRole('link', { name: t('layout.referFarmer') }).click();

  await expect(page).toHaveURL(paths.refer());
  await expect(page.getByRole('heading', { name: t('referral.title'), level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(t('referral.points', { points: 0 }));
  await expect(page.getByText(link, { exact: true })).toBeVisible();
  await expect(whatsApp(page, t, 'referral.whatsApp')).toHaveAttribute(
    'href',
    whatsAppShareLink(t('referral.message', { link })),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: t('referral.copy') }).click();
  await expect(page.getByText(t('referral.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('points are redeemed at checkout with Use my points, and the order keeps them', async ({ page, request, t }) => {
  test.setTimeout(90_000);
  const session = await apiLogin(request, newPhone());
  await givePoints(request, session, 60);
  const address = await addAddress(request, session);
  // 20% of at least ₹300 covers the 60 points.
  await fillCart(request, session, await productsOfSellers(request, 1, true, 30_000), address.id);

  await openLoggedIn(page, session, paths.orderSummary());
  const usePoints = page.getByRole('switch', { name: t('referral.usePoints') });
  await expect(page.getByText(t('referral.usePointsHint', { points: 60 }))).toBeVisible();
  // A click and then the switch's state as it settles: `check()` reads the state once, right after
  // its click, and a busy machine once read it there unchanged (the retry passed).
  await usePoints.click();
  await expect(usePoints).toBeChecked();
  const saving = formatDeduction(6_000);
  await expect(page.getByRole('term').filter({ hasText: t('cart.bill.points') })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: saving })).toBeVisible();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('checkout.makePayment') }).click();
  const card = page.getByRole('dialog', { name: t('checkout.card.title') });
  await card.getByLabel(t('checkout.card.number')).fill(SANDBOX_CARD_PAYS);
  await card.getByLabel(t('checkout.card.expiry')).fill('12/30');
  await card.getByLabel(t('checkout.card.cvv')).fill('123');
  await card.getByRole('button').filter({ hasText: '₹' }).click();
  await expect(page).toHaveURL(paths.paymentSuccess());

  const { history, balance } = await referralOf(request, session);
  expect(balance).toBe(0);
  const orderId = history[0]!.orderId!;
  await page.goto(paths.orderDetails(orderId));
  await expect(page.getByRole('row', { name: new RegExp(t('orders.pointsDiscount')) })).toContainText(saving);
  await page.goto(paths.refer());
  await expect(page.getByText(t('referral.entry.spent', { orderId }))).toBeVisible();
});

test("the product page's WhatsApp button carries the title, the price in the page's language and the link", async ({
  page,
  request,
  t,
  language,
  baseURL,
}) => {
  const product = await inStockProduct(request);
  await page.goto(productPath(product));
  const text = t('referral.productMessage', {
    title: pickText(product.title, language),
    price: formatPrice(shownPrice(initialVariant(product.variants))),
    link: `${baseURL}${productPath(product)}`,
  });
  await expect(whatsApp(page, t, 'referral.shareProduct')).toHaveAttribute('href', whatsAppShareLink(text));
});

test('a cart shared as a list shows the same products and quantities, and one button puts them all in another cart', async ({
  page,
  request,
  t,
  language,
  baseURL,
}) => {
  const sender = await apiLogin(request, newPhone());
  const products = await productsOfSellers(request, 2, true);
  const sent = await fillCart(request, sender, products);
  const items = encodeList(
    sent.cartItems.map((item) => ({ productId: item.product.id, variantId: item.variant.id, quantity: item.quantity })),
  );
  await openLoggedIn(page, sender, paths.cart());
  await expect(page.getByRole('link', { name: t('referral.shareList') })).toHaveAttribute(
    'href',
    whatsAppShareLink(t('referral.listMessage', { link: `${baseURL}${paths.sharedList(items)}` })),
  );

  const son = await apiLogin(request, newPhone());
  await switchPerson(page, son, paths.sharedList(items));
  await expect(page.getByRole('heading', { name: t('referral.listTitle'), level: 1 })).toBeVisible();
  for (const product of products) {
    await expect(page.getByRole('link', { name: pickText(product.title, language) })).toBeVisible();
  }
  await page.getByRole('button', { name: t('referral.addAll') }).click();
  await expect(page).toHaveURL(paths.cart());
  const response = await request.get('/cart/user-cart', { headers: headers(son) });
  const received = cartResponse.parse(await response.json()).data;
  expect(received.cartItems.map((item) => [item.variant.id, item.quantity]).sort()).toEqual(
    sent.cartItems.map((item) => [item.variant.id, item.quantity]).sort(),
  );
});

test('an order is shared on WhatsApp with its items, total and delivery day, without the address or phone', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  const order = await placeOrder(request, session);
  await openLoggedIn(page, session, paths.orderDetails(order.id));
  const last = order.shipmentList
    .map((shipment) => shipment.estimatedDeliveryDate)
    .sort()
    .at(-1)!;
  const text = t('referral.orderMessage', {
    orderId: order.id,
    items: order.shipmentList
      .flatMap((shipment) => shipment.itemList)
      .map((item) => `${pickText(item.product.title, language)} × ${item.quantity}`)
      .join(', '),
    total: formatRupees(order.netPrice),
    date: formatDeliveryDay(last, intlLocale(language === 'kn' ? 'kn_In' : 'en_In')),
  });
  const share = page.getByRole('link', { name: t('referral.shareOrder') });
  await expect(share).toHaveAttribute('href', whatsAppShareLink(text));
  const href = decodeURIComponent((await share.getAttribute('href'))!);
  expect(href).not.toContain(BUYER.phoneNumber);
  expect(href).not.toContain(BUYER.addressLine1);
});

test("an operator opens a customer's points from the order, adjusts them with a reason, and the log keeps it", async ({
  page,
  request,
  t,
}) => {
  const customer = await apiLogin(request, newPhone());
  const order = await placeOrder(request, customer);
  const operator = await adminSession(request);
  await openLoggedIn(page, operator, `/admin/orders/${order.id}`);
  await page.getByRole('link', { name: t('admin.points.link') }).click();
  await expect(page.getByRole('heading', { name: t('admin.points.title', { userId: customer.userId }) })).toBeVisible();
  await expect(page.getByTestId('admin-points-balance')).toHaveText('0');

  await page.getByLabel(t('admin.points.points')).fill('15');
  await page.getByLabel(t('admin.points.reason')).fill('Brought three farmers to the shop');
  await page.getByRole('button', { name: t('admin.points.save') }).click();
  await expect(page.getByText(t('admin.points.saved'))).toBeVisible();
  await expect(page.getByTestId('admin-points-balance')).toHaveText('15');
  await expect(
    page.getByText(t('admin.points.adjusted', { reason: 'Brought three farmers to the shop' })),
  ).toBeVisible();

  const audit = await request.get(`${ADMIN_API}/audit?entity=userPoints&entityId=${customer.userId}`, {
    headers: headers(operator),
  });
  expect(await audit.json()).toMatchObject({
    content: [{ action: 'userPoints.adjust', after: { balance: 15, reason: 'Brought three farmers to the shop' } }],
  });
  expect((await referralOf(request, customer)).balance).toBe(15);
});
