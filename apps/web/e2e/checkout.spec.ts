import type { APIRequestContext, Page } from '@playwright/test';
import {
  addressesResponse,
  districtNameIn,
  pickText,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_PAYS,
  stateNameIn,
  type ProductSummary,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, codeSentTo, newPhone, openLoggedIn, type ApiSession } from './auth';
import { addAddress, BUYER, fillCart, packToBuy, pinCodeServedFor, productsOfSellers } from './buying';
import { productPath } from './catalogue';
import { expect, test, type Language, type Translate } from './fixtures';

/** The first-time buyer's coupon: 15% off from ₹300, once per customer (seeded). */
const COUPON = 'FIRSTBUY';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Address screen's side form, filled with the Quick Address Fill and the buyer's own details. */
async function addAddressInForm(page: Page, t: Translate, language: Language) {
  const form = dialog(page, t('checkout.addNewAddress'));
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: t('places.label') }).fill('Mandya');
  const place = form.getByRole('option').filter({ hasText: BUYER.pinCode }).first();
  await expect(place).toBeVisible();
  await place.click();
  await expect(form.getByLabel(t('checkout.field.pinCode'))).toHaveValue(BUYER.pinCode);
  await expect(form.getByLabel(t('checkout.field.district'))).toHaveValue(
    districtNameIn(BUYER.district, BUYER.state, language),
  );
  await expect(form.getByLabel(t('checkout.field.state'))).toHaveValue(stateNameIn(BUYER.state, language));
  await form.getByLabel(t('checkout.field.name')).fill(BUYER.name);
  await form.getByLabel(t('checkout.field.phoneNumber')).fill(BUYER.phoneNumber);
  await form.getByLabel(t('checkout.field.addressLine1'), { exact: true }).fill(BUYER.addressLine1);
  await form.getByRole('button', { name: t('checkout.saveAddress') }).click();
  await expect(page.getByText(t('checkout.addressSaved'))).toBeVisible();
  await expect(form).toBeHidden();
}

/** The sandbox's card checkout: a card number, an expiry and a CVV, then Pay. */
async function payByCard(page: Page, t: Translate, cardNumber: string) {
  const checkout = dialog(page, t('checkout.card.title'));
  await expect(checkout).toBeVisible();
  await checkout.getByLabel(t('checkout.card.number')).fill(cardNumber);
  await checkout.getByLabel(t('checkout.card.expiry')).fill('12/30');
  await checkout.getByLabel(t('checkout.card.cvv')).fill('123');
  // 'Pay ₹537.00': the amount is the server's, whatever the language puts around it.
  const [before, after] = t('checkout.card.pay', { amount: '\u0000' }).split('\u0000').map(escapeRegExp);
  await checkout.getByRole('button', { name: new RegExp(`^${before}₹[\\d,.]+${after}$`) }).click();
}

/** From the Address screen with one saved address, which the screen has chosen: Continue to the Checkout screen. */
async function continueWithTheAddress(page: Page, t: Translate) {
  await expect(page.getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
}

/** The top bar's cart link, named with its count as i18next words it in the page's language (Kannada's 0 is singular). */
const cartLinkName = (t: Translate, language: Language, count: number) =>
  t(`layout.cartCount_${new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other'}`, { count });

const titleOf = (p: ProductSummary, language: Language) => pickText(p.title, language);

test('a new user logs in, buys from two sellers with a coupon and the sandbox card, then cancels and sees the refund', async ({
  page,
  request,
  t,
  language,
}) => {
  test.setTimeout(150_000);
  const bought = await productsOfSellers(request, 2, true, 20_000);

  const phone = newPhone();
  await page.goto(paths.login());
  await page.getByLabel(t('auth.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await page
    .getByLabel(t('auth.digit', { index: 1, count: 6 }), { exact: true })
    .pressSequentially(await codeSentTo(phone));
  await expect(page.getByText(t('auth.verified'))).toBeVisible();

  for (const product of bought) {
    await page.goto(productPath(product));
    await page
      .getByRole('button', { name: t('cart.addToCart') })
      .first()
      .click();
    await expect(page.getByText(t('cart.added')).first()).toBeVisible();
  }

  await page.goto(paths.home());
  await page.getByRole('link', { name: cartLinkName(t, language, 2) }).click();
  await page
    .getByRole('button', { name: t('cart.continue') })
    .or(page.getByRole('link', { name: t('cart.continue') }))
    .click();

  await expect(page).toHaveURL(paths.checkout());
  await expect(page.getByText(t('checkout.noAddress'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('checkout.continue') })).toBeDisabled();
  await page.getByRole('button', { name: t('checkout.addAddress'), exact: true }).click();
  await addAddressInForm(page, t, language);
  await expect(page.getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: t('checkout.continue') }).click();

  await expect(page).toHaveURL(paths.orderSummary());
  await expect(page.getByRole('heading', { name: t('checkout.checkoutHeading'), level: 1 })).toBeVisible();
  for (const product of bought) await expect(page.getByText(titleOf(product, language)).first()).toBeVisible();
  await expect(page.getByText(`${BUYER.addressLine1}, `)).toBeVisible();
  await page.getByRole('button', { name: t('cart.coupon.applyCode', { code: COUPON }) }).click();
  await expect(page.getByText(t('cart.coupon.applied', { code: COUPON }))).toBeVisible();

  const makePayment = page.getByRole('button', { name: t('checkout.makePayment') });
  await expect(makePayment).toBeDisabled();
  const policy = page.getByRole('link', { name: t('checkout.policy').match(/<policy>(.*)<\/policy>/)![1]! });
  await expect(policy).toHaveAttribute('href', paths.refundPolicy(language));
  await expect(page.getByText(t('checkout.policy').replace(/<\/?policy>/g, ''))).toBeVisible();
  await page.getByRole('checkbox').check();
  await makePayment.click();
  await payByCard(page, t, SANDBOX_CARD_PAYS);

  await expect(page.getByText(t('checkout.orderCreated'))).toBeVisible();
  await expect(page).toHaveURL(paths.paymentSuccess());
  await expect(page.getByRole('heading', { name: t('checkout.successHeading') })).toBeVisible();
  for (const product of bought) await expect(page.getByText(titleOf(product, language))).toBeVisible();
  await expect(page.getByRole('link', { name: cartLinkName(t, language, 0) })).toBeVisible();

  await page.getByRole('link', { name: t('checkout.viewOrders') }).click();
  await expect(page).toHaveURL(paths.myOrders());
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(order.getByText(t('orders.status.Placed'), { exact: true })).toBeVisible();
  await order.getByRole('link', { name: t('orders.cancelOrder') }).click();

  await expect(page.getByRole('heading', { name: t('orders.cancelHeading') })).toBeVisible();
  await expect(page.getByText(t('orders.refundAmount'))).toBeVisible();
  const refund = await page.getByText(t('orders.refundAmount')).locator('xpath=following-sibling::dd[1]').innerText();
  await page.getByRole('button', { name: t('orders.cancelOrder') }).click();
  await dialog(page, t('orders.confirmTitle'))
    .getByRole('button', { name: t('orders.confirmYes') })
    .click();
  await expect(page.getByText(t('orders.cancelled')).first()).toBeVisible();

  await page.getByRole('link', { name: t('orders.backToOrders') }).click();
  await expect(order.getByText(t('orders.status.Cancelled'), { exact: true })).toBeVisible();
  // With no fee kept the refund is the total paid, so it is looked for in the refund's own line.
  await expect(
    order.getByText(t('orders.refundLine', { amount: refund, status: t('orders.refundStatus.Processed') })),
  ).toBeVisible();
});

test.describe('paying', () => {
  test.use({ allowedConsoleErrors: /402 \(Payment Required\)/ });

  test('a declined card says why and can be tried again; closing the card checkout re-enables Make Payment', async ({
    page,
    request,
    t,
  }) => {
    const session = await apiLogin(request, newPhone());
    await fillCart(request, session, await productsOfSellers(request, 1, true));
    await addAddress(request, session);
    await openLoggedIn(page, session, paths.checkout());
    await continueWithTheAddress(page, t);

    const makePayment = page.getByRole('button', { name: t('checkout.makePayment') });
    await page.getByRole('checkbox').check();
    await makePayment.click();
    await payByCard(page, t, SANDBOX_CARD_DECLINED);
    const checkout = dialog(page, t('checkout.card.title'));
    await expect(checkout.getByRole('alert')).toHaveText(t('error.sandboxCardDeclined'));
    await expect(checkout.getByLabel(t('checkout.card.number'))).toBeEditable();

    await checkout
      .getByRole('button', { name: t('checkout.close') })
      .first()
      .click();
    await expect(page.getByText(t('checkout.paymentCancelled'))).toBeVisible();
    await expect(checkout).toBeHidden();
    await expect(makePayment).toBeEnabled();
    await expect(makePayment).toBeFocused();
  });
});

test.describe('undeliverable products', () => {
  test.use({ allowedConsoleErrors: /400 \(Bad Request\)/ });

  test("a seller that does not serve the address opens the modal, and 'Remove All Undeliverable Products' clears it", async ({
    page,
    request,
    t,
    language,
  }) => {
    const session = await apiLogin(request, newPhone());
    const [deliverable] = await productsOfSellers(request, 1, true);
    const [undeliverable] = await productsOfSellers(request, 1, false);
    await fillCart(request, session, [deliverable!, undeliverable!]);
    await addAddress(request, session);
    await openLoggedIn(page, session, paths.checkout());
    await continueWithTheAddress(page, t);

    const modal = dialog(page, t('checkout.undeliverable.title'));
    await expect(modal).toBeVisible();
    const variant = packToBuy(undeliverable!)!;
    await expect(
      modal.getByText(
        t('checkout.itemWithVariant', {
          title: pickText(undeliverable!.title, language),
          variant: pickText(variant.name, language),
        }),
      ),
    ).toBeVisible();
    await expect(modal.getByText(pickText(deliverable!.title, language))).toHaveCount(0);

    await modal.getByRole('button', { name: t('checkout.undeliverable.removeAll') }).click();
    await expect(page.getByText(t('checkout.undeliverable.removed'))).toBeVisible();
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(page).toHaveURL(paths.orderSummary());
    await expect(page.getByText(pickText(deliverable!.title, language)).first()).toBeVisible();
    await expect(page.getByText(pickText(undeliverable!.title, language))).toHaveCount(0);
  });
});

test('the address form shows the spec messages and keeps only digits in pincode and phone', async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  await openLoggedIn(page, session, paths.checkout());
  await page.getByRole('button', { name: t('checkout.addAddress'), exact: true }).click();
  const form = dialog(page, t('checkout.addNewAddress'));
  // The phone comes from the profile: emptied, it is required like the rest. Its message shows
  // on leaving the box, before Save is pressed, so the form does not move under the click. The
  // profile may arrive after the form opened; a box still empty then takes its phone.
  await expect(form.getByLabel(t('checkout.field.phoneNumber'))).toHaveValue(session.phoneNumber);
  await form.getByLabel(t('checkout.field.phoneNumber')).fill('');
  await form.getByLabel(t('checkout.field.phoneNumber')).blur();
  await expect(form.getByText(t('error.phoneRequired'), { exact: true })).toBeVisible();
  await form.getByRole('button', { name: t('checkout.saveAddress') }).click();
  for (const key of [
    'error.nameRequired',
    'error.addressLineRequired',
    'error.talukRequired',
    'error.districtRequired',
    'error.stateRequired',
    'error.pinCodeRequired',
    'error.phoneRequired',
  ] as const) {
    await expect(form.getByText(t(key), { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel(t('checkout.field.country'))).toHaveValue('INDIA');

  const pinCode = form.getByLabel(t('checkout.field.pinCode'));
  await pinCode.fill('57a14');
  await expect(pinCode).toHaveValue('5714');
  await pinCode.fill('5714019');
  await expect(pinCode).toHaveValue('571401');
  await pinCode.fill('57140');
  await pinCode.blur();
  await expect(form.getByText(t('error.pinCodeInvalid'))).toBeVisible();

  const phone = form.getByLabel(t('checkout.field.phoneNumber'));
  await phone.fill('98765 43210 77');
  await expect(phone).toHaveValue('9876543210');
  await phone.fill('5876543210');
  await phone.blur();
  await expect(form.getByText(t('error.addressPhoneInvalid'))).toBeVisible();

  await form.getByLabel(t('checkout.field.email')).fill('asha@');
  await form.getByLabel(t('checkout.field.email')).blur();
  await expect(form.getByText(t('error.emailInvalid'))).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByText(t('checkout.addAddressHint'))).toBeVisible();
});

test('the only saved address is already chosen when the Address screen opens', async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  await fillCart(request, session, await productsOfSellers(request, 1, true));
  await addAddress(request, session);
  await openLoggedIn(page, session, paths.checkout());

  await expect(page.getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await expect(page).toHaveURL(paths.orderSummary());
});

test('Quick Address Fill puts the village into Village and leaves Address for the house and street', async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  await openLoggedIn(page, session, paths.checkout());
  await page.getByRole('button', { name: t('checkout.addAddress'), exact: true }).click();
  const form = dialog(page, t('checkout.addNewAddress'));
  await form.getByRole('combobox', { name: t('places.label') }).fill('Tarlagatta');
  await form.getByRole('option').first().click();

  await expect(form.getByLabel(t('checkout.field.village'))).toHaveValue(/Tarlagatta/);
  await expect(form.getByLabel(t('checkout.field.pinCode'))).toHaveValue(/^\d{6}$/);
  await expect(form.getByLabel(t('checkout.field.addressLine1'), { exact: true })).toHaveValue('');
});

/** Registers the session's user with a name and a place, as the registration form does. */
async function registerWithPlace(request: APIRequestContext, session: ApiSession) {
  const profile = {
    firstName: 'Asha',
    lastName: 'Gowda',
    gender: 'FEMALE',
    userType: 'FARMER',
    phoneNumber: session.phoneNumber,
    addressEntity: { state: BUYER.state, district: BUYER.district, taluk: BUYER.taluk, pinCode: BUYER.pinCode },
  };
  const response = await request.post('/api/save', {
    headers: { Authorization: `Bearer ${session.authToken}` },
    multipart: { userDtoJsonString: JSON.stringify(profile) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a new address starts with the profile's name, phone and pincode", async ({ page, request, t, language }) => {
  const session = await apiLogin(request, newPhone());
  await registerWithPlace(request, session);
  await openLoggedIn(page, session, paths.checkout());
  await page.getByRole('button', { name: t('checkout.addAddress'), exact: true }).click();
  const form = dialog(page, t('checkout.addNewAddress'));

  await expect(form.getByLabel(t('checkout.field.name'))).toHaveValue('Asha Gowda');
  await expect(form.getByLabel(t('checkout.field.phoneNumber'))).toHaveValue(session.phoneNumber);
  await expect(form.getByLabel(t('checkout.field.pinCode'))).toHaveValue(BUYER.pinCode);
  await expect(form.getByLabel(t('checkout.field.district'))).toHaveValue(
    districtNameIn(BUYER.district, BUYER.state, language),
  );
});

test("a new address opened before the profile arrives fills in the profile's name, keeping what was typed", async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  await registerWithPlace(request, session);
  let arrive = () => {};
  const profileHeldBack = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/api\/userDetails\//, async (route) => {
    await profileHeldBack;
    await route.continue();
  });
  await openLoggedIn(page, session, paths.checkout());
  await page.getByRole('button', { name: t('checkout.addAddress'), exact: true }).click();
  const form = dialog(page, t('checkout.addNewAddress'));
  await form.getByLabel(t('checkout.field.addressLine1'), { exact: true }).fill('Second house');
  await expect(form.getByLabel(t('checkout.field.name'))).toHaveValue('');

  arrive();
  await expect(form.getByLabel(t('checkout.field.name'))).toHaveValue('Asha Gowda');
  await expect(form.getByLabel(t('checkout.field.phoneNumber'))).toHaveValue(session.phoneNumber);
  await expect(form.getByLabel(t('checkout.field.addressLine1'), { exact: true })).toHaveValue('Second house');
});

test.describe('delivery to the saved address', () => {
  test.use({ allowedConsoleErrors: /400 \(Bad Request\)/ });

  test("the product page's delivery check starts with the saved address's pincode", async ({
    page,
    request,
    t,
    language,
  }) => {
    const session = await apiLogin(request, newPhone());
    await addAddress(request, session);
    const [product] = await productsOfSellers(request, 1, true);
    await openLoggedIn(page, session, productPath(product!));

    await expect(page.getByLabel(t('cart.delivery.pinLabel'))).toHaveValue(BUYER.pinCode);
    const place = districtNameIn(BUYER.district, BUYER.state, language);
    await expect(page.getByText(t('cart.delivery.place', { place, pinCode: BUYER.pinCode }))).toBeVisible();
  });

  test('Add to Cart refuses at once a product that cannot reach the chosen address, naming its pincode', async ({
    page,
    request,
    t,
  }) => {
    const session = await apiLogin(request, newPhone());
    await addAddress(request, session);
    const [product] = await productsOfSellers(request, 1, false);
    await openLoggedIn(page, session, productPath(product!));
    await expect(page.getByText(t('cart.delivery.notDeliverable', { pinCode: BUYER.pinCode }))).toBeVisible();

    await page
      .getByRole('button', { name: t('cart.addToCart') })
      .first()
      .click();
    await expect(page.getByText(t('cart.undeliverable', { pinCode: BUYER.pinCode }))).toBeVisible();
    await expect(page.getByRole('button', { name: t('cart.addToCart') }).first()).toBeVisible();
    const cart = await request.get('/cart/user-cart', { headers: { Authorization: `Bearer ${session.authToken}` } });
    expect((await cart.json()).data.cartItems).toEqual([]);
  });

  test("the server refuses it too when another pincode was checked, naming the cart address's pincode", async ({
    page,
    request,
    t,
  }) => {
    const session = await apiLogin(request, newPhone());
    const address = await addAddress(request, session);
    await fillCart(request, session, [], address.id);
    const [product] = await productsOfSellers(request, 1, false);
    const elsewhere = await pinCodeServedFor(request, product!);
    await openLoggedIn(page, session, productPath(product!));

    const box = page.getByLabel(t('cart.delivery.pinLabel'));
    await expect(box).toHaveValue(BUYER.pinCode);
    await box.fill(elsewhere);
    await page.getByRole('button', { name: t('cart.delivery.check') }).click();
    await expect(page.getByText(t('cart.delivery.notDeliverable', { pinCode: elsewhere }))).toHaveCount(0);
    await expect(page.getByText(t('cart.delivery.checking'))).toHaveCount(0);

    await page
      .getByRole('button', { name: t('cart.addToCart') })
      .first()
      .click();
    await expect(page.getByText(t('cart.undeliverable', { pinCode: BUYER.pinCode }))).toBeVisible();
  });
});

test('state and district show in the page language on the card, in the Quick Address Fill and in the form, and are saved as before', async ({
  page,
  request,
  t,
  language,
}) => {
  const session = await apiLogin(request, newPhone());
  await addAddress(request, session);
  await openLoggedIn(page, session, paths.checkout());
  const district = districtNameIn(BUYER.district, BUYER.state, language);
  const state = stateNameIn(BUYER.state, language);
  await expect(page.getByText(`${district}, ${state} - ${BUYER.pinCode}`)).toBeVisible();

  await page.getByRole('button', { name: t('checkout.addNewAddress') }).click();
  const form = dialog(page, t('checkout.addNewAddress'));
  await form.getByRole('combobox', { name: t('places.label') }).fill('Mandya');
  const where = t('places.where', { district, state, pinCode: BUYER.pinCode });
  await form.getByRole('option').filter({ hasText: where }).first().click();
  await expect(form.getByLabel(t('checkout.field.district'))).toHaveValue(district);
  await expect(form.getByLabel(t('checkout.field.state'))).toHaveValue(state);
  await form.getByLabel(t('checkout.field.name')).fill(BUYER.name);
  await form.getByLabel(t('checkout.field.addressLine1'), { exact: true }).fill('Second house');
  await form.getByRole('button', { name: t('checkout.saveAddress') }).click();
  await expect(form).toBeHidden();

  const saved = await request.get('/api/userAddress', { headers: { Authorization: `Bearer ${session.authToken}` } });
  const newest = addressesResponse.parse(await saved.json()).data[0]!;
  expect(newest).toMatchObject({ addressLine1: 'Second house', district: BUYER.district, state: BUYER.state });
});
