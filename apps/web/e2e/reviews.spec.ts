import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_API, saveReviewResponse, type Product, type ProductSummary } from '@krishi/contract';
import { apiLogin, apiRegister, newPhone, openLoggedIn, type ApiSession } from './auth';
import { hasStock, inStockProduct, productPath, products } from './catalogue';
import { expect, scrollToReviews, test, type Translate } from './fixtures';

/** The operator this file accepts reviews as (ADMIN_PHONES of the suite's server). */
const OPERATOR_PHONE = '9000000003';

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

/** What the test needs in place: a customer's review, accepted by the operator, made through the API. */
async function acceptedReview(request: APIRequestContext, product: ProductSummary, comment: string, name: string) {
  const customer = await apiLogin(request, newPhone());
  await apiRegister(request, customer, name);
  const saved = await request.post('/api/review/saveUpdate', {
    headers: bearer(customer),
    data: { userId: customer.userId, productId: product.id, rating: 2, comment },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const review = saveReviewResponse.parse(await saved.json()).data;
  const operator = await apiLogin(request, OPERATOR_PHONE);
  const accepted = await request.post(`${ADMIN_API}/reviews/${review.id}/accept`, { headers: bearer(operator) });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** The review form of the product page, found by its heading. */
const reviewForm = (page: Page, t: Translate) => page.getByRole('form', { name: t('reviews.formTitle') });

/** A logged-in customer is offered notifications at the foot of the page; they answer Not now. */
async function declineNotifications(page: Page, t: Translate) {
  await page.getByRole('button', { name: t('push.notNow') }).click();
}

async function chooseRating(page: Page, t: Translate, star: number) {
  await reviewForm(page, t)
    .getByRole('radio', { name: t('reviews.star', { star }) })
    .check();
}

test('a logged-in customer submits a review and is told it waits for approval', async ({ page, request, t }) => {
  const product = await inStockProduct(request);
  await openLoggedIn(page, await apiLogin(request, newPhone()), productPath(product));
  await declineNotifications(page, t);
  await scrollToReviews(page, t);
  const form = reviewForm(page, t);
  await chooseRating(page, t, 4);
  await form.getByLabel(t('reviews.comment')).fill('Germination was even and the plants are strong.');
  await form.getByRole('button', { name: t('reviews.submit') }).click();

  await expect(page.getByText(t('reviews.submitted'))).toBeVisible();
  await expect(form.getByLabel(t('reviews.comment'))).toHaveValue('');
});

test('the form asks for a rating and a comment of at least 5 characters', async ({ page, request, t }) => {
  const product = await inStockProduct(request);
  await openLoggedIn(page, await apiLogin(request, newPhone()), productPath(product));
  await declineNotifications(page, t);
  await scrollToReviews(page, t);
  const form = reviewForm(page, t);
  await form.getByLabel(t('reviews.comment')).fill('  ok  ');
  await form.getByRole('button', { name: t('reviews.submit') }).click();

  await expect(form.getByText(t('error.ratingRequired'))).toBeVisible();
  await expect(form.getByText(t('error.reviewCommentTooShort'))).toBeVisible();
  await expect(form.getByLabel(t('reviews.comment'))).toHaveAttribute('aria-invalid', 'true');

  await chooseRating(page, t, 5);
  await form.getByLabel(t('reviews.comment')).fill('Works well');
  await form.getByRole('button', { name: t('reviews.submit') }).click();
  await expect(page.getByText(t('reviews.submitted'))).toBeVisible();
  await expect(form.getByText(t('error.ratingRequired'))).toBeHidden();
});

test('a visitor is asked to log in to submit a review', async ({ page, request, t }) => {
  await page.goto(productPath(await inStockProduct(request)));
  await scrollToReviews(page, t);
  const form = reviewForm(page, t);
  await chooseRating(page, t, 3);
  await form.getByLabel(t('reviews.comment')).fill('Good seeds for the season');
  await form.getByRole('button', { name: t('reviews.submit') }).click();
  await expect(page.getByText(t('reviews.loginRequired'))).toBeVisible();
});

/** An in-stock product nobody has rated (other tests review the newest ones). */
async function unratedProduct(request: APIRequestContext): Promise<ProductSummary> {
  for (const candidate of (await products(request)).content.filter(hasStock)) {
    const response = await request.get(`/api/eproduct/${candidate.id}`, { headers: { 'X-Platform': 'web' } });
    const { data } = (await response.json()) as { data: Product };
    if (data.reviewInfo.ratingCount === 0) return candidate;
  }
  throw new Error('every in-stock product on the first listing page has been rated');
}

test('a product without accepted reviews says so under its summary', async ({ page, request, t }) => {
  await page.goto(productPath(await unratedProduct(request)));
  await scrollToReviews(page, t);
  await expect(page.getByText(t('reviews.none'))).toBeVisible();
});

test('an accepted review shows its comment as text, markup and all, cut at 150 characters with Show More', async ({
  page,
  request,
  t,
}, testInfo) => {
  // Text is text in every language and on every screen: one project checks it, and one operator login is enough.
  test.skip(testInfo.project.name !== 'en-desktop', 'checked once');
  const product = (await products(request)).content.filter(hasStock).at(-1)!;
  const markup = '<script>window.reviewScript = 1</script><img src="x" onerror="window.reviewImage = 1">';
  const comment =
    `${markup} ${'Strong plants, even germination and a good yield this kharif season. '.repeat(3)}`.trim();
  const name = `Rev${Date.now().toString(36)}`;
  await acceptedReview(request, product, comment, name);

  await page.goto(productPath(product));
  await scrollToReviews(page, t);
  const review = page.getByRole('listitem').filter({ hasText: `${name} T.` });
  await expect(review).toContainText(markup);
  await expect(review.getByRole('img')).toHaveCount(0);
  expect(await page.evaluate(() => 'reviewScript' in window || 'reviewImage' in window)).toBe(false);

  await expect(review).not.toContainText(comment);
  await review.getByRole('button', { name: t('reviews.showMore') }).click();
  await expect(review).toContainText(comment);
  await expect(review.getByRole('button', { name: t('reviews.showLess') })).toHaveAttribute('aria-expanded', 'true');
});
