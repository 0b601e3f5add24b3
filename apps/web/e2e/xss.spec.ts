import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_API,
  addressResponse,
  completeAddressIn,
  adminCategoryChangedResponse,
  adminProductChangedResponse,
  adminSellerChangedResponse,
  orderResponse,
  paymentOrderResponse,
  saveReviewResponse,
  sandboxPayResponse,
  SANDBOX_CARD_PAYS,
  type Order,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { adminSession } from './admin';
import { apiLogin, newPhone, openLoggedIn, type ApiSession } from './auth';
import { BUYER, fillCart, packToBuy } from './buying';
import { products, putCart, serviceability } from './catalogue';
import { expect, scrollToReviews, test } from './fixtures';

/**
 * Stored XSS: text people type comes back in other people's pages. Payloads after the OWASP XSS
 * filter evasion cheat sheet; each calls the trap with its own number, so a failure names it.
 * Short ones first: names take 50 characters.
 */
const PAYLOADS = [
  '<script>xssTrap(1)</script>',
  '<img src=x onerror=xssTrap(2)>',
  '<svg/onload=xssTrap(3)>',
  '"><script>xssTrap(4)</script>',
  "'><img src=x onerror=xssTrap(5)>",
  '<IMG SRC=JaVaScRiPt:xssTrap(6)>',
  '<img src=x onerror=&#120;ssTrap(7)>',
  '<img src=x onerror=&#x78;ssTrap(8)>',
  '<body onload=xssTrap(9)>',
  '<details open ontoggle=xssTrap(10)>',
  '<input autofocus onfocus=xssTrap(11)>',
  '" onmouseover="xssTrap(12)" x="',
  '<a href="javascript:xssTrap(13)">x</a>',
  '<iframe src="javascript:xssTrap(14)"></iframe>',
  '<a href="jav&#x09;ascript:xssTrap(15)">x</a>',
  '<object data="javascript:xssTrap(16)"></object>',
  '</script><script>xssTrap(17)</script>',
  '<scr<script>ipt>xssTrap(18)</scr</script>ipt>',
  '<div style="width:expression(xssTrap(19))">x</div>',
  '<div style="background:url(javascript:xssTrap(20))">',
  '<!--<img src="--><img src=x onerror=xssTrap(21)//">',
  '<svg><animate onbegin=xssTrap(22) attributeName=x dur=1s>',
  '<meta http-equiv="refresh" content="0;url=javascript:xssTrap(23)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=xssTrap(24)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=25>',
  '{{constructor.constructor("xssTrap(26)")()}}',
] as const;

/** The payloads that fit a box of `max` characters, starting at `from` (so boxes get different ones). */
function payloadsFitting(max: number, from = 0): string[] {
  const rotated = [...PAYLOADS.slice(from), ...PAYLOADS.slice(0, from)];
  return rotated.filter((p) => p.length <= max);
}

/** As many payloads as fit in `max` characters, joined by spaces. */
function packed(max: number, from = 0): string {
  let text = '';
  for (const payload of payloadsFitting(max, from)) {
    const next = text ? `${text} ${payload}` : payload;
    if (next.length <= max) text = next;
  }
  return text;
}

/** Every payload, for long texts (a review comment, a description). */
const ALL = PAYLOADS.join(' ');

interface TrapWindow {
  __xssFired: number[];
  __cspViolations: string[];
  xssTrap: (n: number) => void;
}

/**
 * Installed before any of the page's own code, in every document the test opens: the trap a
 * payload calls, and a record of what the content security policy blocked (a blocked inline
 * script is still an injection). alert() dialogs are caught by `dialogs`.
 */
async function armTrap(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as TrapWindow;
    w.__xssFired = [];
    w.__cspViolations = [];
    w.xssTrap = (n) => w.__xssFired.push(n);
    document.addEventListener(
      'securitypolicyviolation',
      (event) => w.__cspViolations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      true,
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran on the page so far: no trap call, no blocked script or style, no dialog. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  const seen = await page.evaluate(() => {
    const w = window as unknown as TrapWindow;
    return { fired: w.__xssFired, blocked: w.__cspViolations };
  });
  expect(seen, `payloads ran or were blocked on ${page.url()}`).toEqual({ fired: [], blocked: [] });
  expect(dialogs, 'dialogs opened').toEqual([]);
}

/** The text is in the page as the characters typed, not as markup (in a folded part, maybe). */
async function expectShownAsText(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text).first()).toBeAttached();
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

const TALUK = packed(100, 9);
const ADDRESS_LINE = packed(200);

/** Saves the profile through the API, as the registration form would. */
async function register(request: APIRequestContext, session: ApiSession, firstName: string, lastName: string) {
  const profile = {
    firstName,
    lastName,
    gender: 'FEMALE',
    userType: 'BUSINESS',
    phoneNumber: session.phoneNumber,
    // State and district are choices the form loads lists for: real ones.
    addressEntity: { state: 'Karnataka', district: 'Mandya', taluk: TALUK, addressLine1: ADDRESS_LINE },
  };
  const response = await request.post('/api/save', {
    headers: bearer(session),
    multipart: { userDtoJsonString: JSON.stringify(profile) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A seeded product with a pack to buy that reaches the buyer: not one the operator test is making up. */
async function deliverableProduct(request: APIRequestContext) {
  for (const product of (await products(request)).content) {
    const variant = packToBuy(product);
    if (!variant || product.title.en.includes('xssTrap')) continue;
    if ((await serviceability(request, product.id, BUYER.pinCode, variant.id)).deliverable) return { product, variant };
  }
  throw new Error('the seeded catalogue has no product in stock delivered to the buyer');
}

/** A paid order delivered to an address whose text boxes hold payloads (the state decides delivery: a real one). */
async function orderToHostileAddress(request: APIRequestContext, session: ApiSession): Promise<Order> {
  const fields = {
    ...BUYER,
    name: packed(100, 12),
    addressLine1: packed(200, 1),
    village: packed(100, 15),
    taluk: packed(100, 18),
    district: packed(100, 21),
  };
  const saved = await request.post('/api/userAddress', { headers: bearer(session), data: fields });
  expect(saved.ok(), await saved.text()).toBe(true);
  const address = addressResponse.parse(await saved.json()).data;
  const cart = await fillCart(request, session, [(await deliverableProduct(request)).product], address.id);
  const started = await request.post('/cart/validateAndProceedToPaymentNew', { headers: bearer(session), data: cart });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentOrderId } = paymentOrderResponse.parse(await started.json()).data;
  const paid = await request.post('/sandbox/pay', {
    headers: bearer(session),
    data: { orderId: paymentOrderId, cardNumber: SANDBOX_CARD_PAYS },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const created = await request.post('/order/create', {
    headers: bearer(session),
    data: { paymentInfo: sandboxPayResponse.parse(await paid.json()) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return orderResponse.parse(await created.json()).data;
}

/** Both languages of an operator's text: the Kannada page shows the Kannada one. */
const both = (text: string) => ({ en: text, kn: text });

// Payloads are the same text in every layout: the two phone-sized projects check it, English and Kannada.
test.beforeEach(({ isSmallScreen }) => {
  test.skip(!isSmallScreen, 'checked on the phone-sized projects');
});

test('what a customer types (profile, address, review) shows as text in the shop and the back office', async ({
  page,
  request,
  t,
  language,
}) => {
  test.setTimeout(120_000);
  const dialogs = await armTrap(page);
  const customer = await apiLogin(request, newPhone());
  // Other tests leave payload reviews and orders too: this customer's carry the end of the phone.
  const firstName = `${PAYLOADS[1]} ${customer.phoneNumber.slice(-6)}`;
  const lastName = PAYLOADS[2];
  await register(request, customer, firstName, lastName);
  const order = await orderToHostileAddress(request, customer);
  const address = order.userAddress;

  const { product } = await deliverableProduct(request);
  const comment = `${ALL} ${customer.phoneNumber}`;
  const saved = await request.post('/api/review/saveUpdate', {
    headers: bearer(customer),
    data: { productId: product.id, rating: 3, comment },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const review = saveReviewResponse.parse(await saved.json()).data;

  await openLoggedIn(page, customer, paths.yourAccount());
  await expect(page.getByLabel(t('profile.firstName'))).toHaveValue(firstName);
  await expect(page.getByLabel(t('profile.lastName'))).toHaveValue(lastName);
  await expect(page.getByLabel(t('profile.taluk'))).toHaveValue(TALUK);
  await expect(page.getByLabel(t('profile.addressLine1'))).toHaveValue(ADDRESS_LINE);
  await expectNothingRan(page, dialogs);

  await page.goto(paths.myOrders());
  await expectShownAsText(page, completeAddressIn(address, language));
  await expectNothingRan(page, dialogs);

  const operator = await adminSession(request);
  await openLoggedIn(page, operator, '/admin/reviews');
  const card = page.getByRole('listitem').filter({ hasText: comment });
  await expect(card).toHaveCount(1);
  await expectShownAsText(page, firstName);
  await expectNothingRan(page, dialogs);

  await page.goto('/admin/orders');
  await expectShownAsText(page, firstName);
  await page.goto(`/admin/orders/${order.id}`);
  await expectShownAsText(page, address.completeAddress);
  await expectNothingRan(page, dialogs);

  const accepted = await request.post(`${ADMIN_API}/reviews/${review.id}/accept`, { headers: bearer(operator) });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.goto(`/product/any/${product.id}`);
  await scrollToReviews(page, t);
  const shown = page.getByRole('listitem').filter({ hasText: firstName });
  await shown.getByRole('button', { name: t('reviews.showMore') }).click();
  await expect(shown).toContainText(comment);
  await expectNothingRan(page, dialogs);
});

test('what an operator types (product, category, brand) shows as text on public pages and in the back office, and stays data in the head', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = await armTrap(page);
  const operator = await adminSession(request);
  const run = Date.now().toString(36);

  const categoryName = `${PAYLOADS[0]} ${run}`;
  const category = await request.post(`${ADMIN_API}/categories`, {
    headers: bearer(operator),
    data: { name: both(categoryName), parentId: null },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const categoryId = adminCategoryChangedResponse.parse(await category.json()).data.id;

  const brandName = `${PAYLOADS[3]} ${run}`;
  const seller = await request.post(`${ADMIN_API}/sellers`, {
    headers: bearer(operator),
    data: {
      name: both(brandName),
      businessName: packed(200, 5),
      customerCareNumber: '1800 180 1551',
      pincode: '571401',
      servedStates: ['Karnataka'],
    },
  });
  expect(seller.ok(), await seller.text()).toBe(true);
  const sellerId = adminSellerChangedResponse.parse(await seller.json()).data.id;

  const title = `${packed(180, 16)} ${run}`;
  const created = await request.post(`${ADMIN_API}/products`, {
    headers: bearer(operator),
    data: {
      title: both(title),
      brand: both(brandName),
      description: both(ALL),
      application: both(ALL),
      features: both(ALL),
      dosage: both(ALL),
      categoryId,
      sellerId,
      cropTags: payloadsFitting(40, 7).slice(0, 3),
      variants: [{ name: both(packed(200, 10)), price: 25_000, inventory: 10 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = adminProductChangedResponse.parse(await created.json()).data;

  const productUrl = paths.product({ id: product.id, title: product.title.en, brand: product.brand.en });
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectShownAsText(page, brandName);
  await expectNothingRan(page, dialogs);
  // Descriptions are rich text: markup is read, and only paragraphs, lists and emphasis survive.
  const richTags = await page
    .locator('.rich-text *')
    .evaluateAll((elements) => [...new Set(elements.map((e) => e.tagName.toLowerCase()))]);
  expect(richTags.filter((tag) => !['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'].includes(tag))).toEqual([]);

  await page.goto(paths.category({ id: categoryId, name: categoryName }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expectShownAsText(page, title);
  await expectNothingRan(page, dialogs);

  await page.goto(paths.brand({ id: sellerId, name: brandName }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName);
  await expectNothingRan(page, dialogs);

  // The back office lists the same texts.
  await openLoggedIn(page, operator, `/admin/products?search=${run}`);
  await expectShownAsText(page, title);
  await expectNothingRan(page, dialogs);
  await page.goto('/admin/categories');
  await expectShownAsText(page, categoryName);
  await expectNothingRan(page, dialogs);
  await page.goto('/admin/sellers');
  await expectShownAsText(page, brandName);
  await expectNothingRan(page, dialogs);

  // The head the server writes before any script: the texts come back as the same texts.
  const html = await (await request.get(productUrl, { headers: { accept: 'text/html' } })).text();
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      ogTitle: meta('meta[property="og:title"]'),
      scripts: [...doc.scripts].map((s) => (s.src ? `${s.type} src` : `${s.type} inline`)),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      handlers: [...doc.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`),
      ),
    };
  }, html);
  expect(head.title).toBe(`${title} | Krishi Mandi`);
  expect(head.ogTitle).toBe(title);
  // The page's data (`page-data`) is JSON the browser never runs, like the JSON-LD.
  expect(head.scripts.sort()).toEqual(['application/json inline', 'application/ld+json inline', 'module src']);
  expect((JSON.parse(head.jsonLd[0]!) as { name: string; brand: { name: string } }).name).toBe(title);
  expect(head.handlers).toEqual([]);
});

test('payloads typed into the search box, the coupon box and the review form show as text, as does a coupon description', async ({
  page,
  request,
  t,
}) => {
  const dialogs = await armTrap(page);
  const query = PAYLOADS[4];
  await page.goto('/');
  const box = page.getByRole('combobox', { name: t('search.label') });
  await box.fill(query);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
  await expectNothingRan(page, dialogs);

  const description = packed(200, 13);
  const coupon = await request.post(`${ADMIN_API}/coupons`, {
    headers: bearer(await adminSession(request)),
    data: {
      couponCode: `XSS${Date.now().toString(36)}`.toUpperCase(),
      percentage: true,
      discountValue: 5,
      expiryDate: '2099-12-31',
      description: both(description),
      perUserLimit: 1,
    },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);
  const customer = await apiLogin(request, newPhone());
  const { product, variant } = await deliverableProduct(request);
  await putCart(request, customer, [{ productId: product.id, variantId: variant.id, quantity: 1 }]);
  await openLoggedIn(page, customer, paths.cart());
  await expectShownAsText(page, description);
  await page.getByLabel(t('cart.coupon.codeLabel')).fill(PAYLOADS[0]);
  await page.getByRole('button', { name: t('cart.coupon.apply'), exact: true }).click();
  await expect(page.getByText(t('cart.error.couponCodeInvalid'))).toBeVisible();
  await expectNothingRan(page, dialogs);

  await page.goto(`/product/any/${product.id}`);
  // On a phone the notification offer at the foot of the screen covers the form: answered first.
  await page.getByRole('button', { name: t('push.notNow') }).click();
  await scrollToReviews(page, t);
  const form = page.getByRole('form', { name: t('reviews.formTitle') });
  await form.getByRole('radio', { name: t('reviews.star', { star: 5 }) }).check();
  await form.getByLabel(t('reviews.comment')).fill(ALL);
  await form.getByRole('button', { name: t('reviews.submit') }).click();
  await expect(page.getByText(t('reviews.submitted'))).toBeVisible();
  await expectNothingRan(page, dialogs);
});
