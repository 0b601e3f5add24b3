import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorBody,
  messages,
  productResponse,
  reviewsResponse,
  saveReviewResponse,
  type ReviewsPage,
} from '@krishi/contract';
import { reviews, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { addProduct, addSeller, newBuyer, type Buyer } from '../../test/shop.js';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  sellerId = await addSeller(t, { pincode: '560001', state: 'Karnataka', servedStates: ['Karnataka'] });
});
afterAll(async () => {
  await t?.close();
});

const newProduct = async () => (await addProduct(t, sellerId, [{ price: 10_000 }])).id;

const submit = (buyer: Buyer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/review/saveUpdate', headers: buyer.headers, payload });

async function submitted(buyer: Buyer, productId: number, rating: number, comment = 'Good seeds, grew well') {
  const response = await submit(buyer, { userId: buyer.userId, productId, rating, comment });
  expect(response.statusCode).toBe(200);
  return saveReviewResponse.parse(response.json()).data;
}

async function listed(productId: number, query = ''): Promise<ReviewsPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/review/reviews/${productId}/ACCEPTED${query}` });
  expect(response.statusCode).toBe(200);
  return reviewsResponse.parse(response.json()).data;
}

const moderate = (reviewId: number, decision: 'ACCEPTED' | 'REJECTED') => t.app.reviews.moderate(reviewId, decision);

async function productPageSummary(productId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/eproduct/${productId}` });
  return productResponse.parse(response.json()).data.reviewInfo;
}

async function expectRefused(response: { statusCode: number; json(): unknown }, message: string, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(errorBody.parse(response.json()).message).toContain(message);
}

describe('submitting a review', () => {
  it('answers with the approval message and keeps the review out of the list until accepted', async () => {
    const productId = await newProduct();
    const response = await submit(await newBuyer(t), { productId, rating: 4, comment: 'Good seeds' });
    expect(response.statusCode).toBe(200);
    const body = saveReviewResponse.parse(response.json());
    expect(body.message).toBe('Review submitted successfully! It will be visible after approval.');
    expect(body.data.status).toBe('PENDING');
    expect((await listed(productId)).content).toEqual([]);
  });

  it('waits for moderation even when the page sends status ACCEPTED', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer(t);
    const response = await submit(buyer, { productId, rating: 5, comment: 'Very good', status: 'ACCEPTED' });
    expect(saveReviewResponse.parse(response.json()).data.status).toBe('PENDING');
    expect((await listed(productId)).totalElements).toBe(0);
  });

  it("is the token's user's review whatever userId the page sends", async () => {
    const productId = await newProduct();
    const [author, other] = [await newBuyer(t), await newBuyer(t)];
    await t.database.db.update(users).set({ firstName: 'Ravi', lastName: 'kumar' }).where(eq(users.id, author.userId));
    await t.database.db.update(users).set({ firstName: 'Other', lastName: 'Person' }).where(eq(users.id, other.userId));
    const review = await submitted(author, productId, 5);
    const sentAsOther = await submit(author, {
      userId: other.userId,
      productId,
      rating: 2,
      comment: 'Changed my mind',
    });
    expect(sentAsOther.statusCode).toBe(200);
    const saved = saveReviewResponse.parse(sentAsOther.json()).data;
    expect(saved).toMatchObject({ id: review.id, userName: 'Ravi K.', rating: 2 });
    await moderate(saved.id, 'ACCEPTED');
    expect((await listed(productId)).content.map((r) => r.userName)).toEqual(['Ravi K.']);
  });

  it("names an unregistered author 'Customer'", async () => {
    const review = await submitted(await newBuyer(t), await newProduct(), 3);
    expect(review.userName).toBe('Customer');
  });

  it('stores markup in a comment as the plain text it is', async () => {
    const productId = await newProduct();
    const comment = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const review = await submitted(await newBuyer(t), productId, 4, `  ${comment}  `);
    await moderate(review.id, 'ACCEPTED');
    expect((await listed(productId)).content[0]?.comment).toBe(comment);
  });

  it('needs a logged-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/review/saveUpdate',
      payload: { productId: await newProduct(), rating: 4, comment: 'Good seeds' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a missing or out-of-scale rating with 'Please select a rating'", async () => {
    const buyer = await newBuyer(t);
    const productId = await newProduct();
    await expectRefused(await submit(buyer, { productId, comment: 'Good seeds' }), messages.ratingRequired);
    await expectRefused(await submit(buyer, { productId, rating: 6, comment: 'Good seeds' }), messages.ratingRequired);
    await expectRefused(await submit(buyer, { productId, rating: 0, comment: 'Good seeds' }), messages.ratingRequired);
  });

  it("names a missing rating by its rule's code, the code the form's own check says", async () => {
    const response = await submit(await newBuyer(t), { productId: await newProduct(), comment: 'Good seeds' });
    expect(response.json()).toMatchObject({ message: `rating: ${messages.ratingRequired}`, code: 'ratingRequired' });
  });

  it('refuses a comment under 5 characters once trimmed', async () => {
    const response = await submit(await newBuyer(t), {
      productId: await newProduct(),
      rating: 4,
      comment: '  abcd   ',
    });
    await expectRefused(response, 'Please enter a comment (minimum 5 characters)');
  });

  it('refuses a comment past the maximum', async () => {
    const response = await submit(await newBuyer(t), {
      productId: await newProduct(),
      rating: 4,
      comment: 'a'.repeat(2001),
    });
    await expectRefused(response, messages.reviewCommentTooLong);
  });

  it('answers 404 for an unknown product', async () => {
    await expectRefused(
      await submit(await newBuyer(t), { productId: 999_999, rating: 4, comment: 'Good seeds' }),
      messages.productNotFound(999_999),
      404,
    );
  });
});

describe('one review per user and product', () => {
  it('edits the first review instead of adding a second', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer(t);
    const first = await submitted(buyer, productId, 5, 'First thoughts');
    const second = await submitted(buyer, productId, 3, 'Second thoughts');
    expect(second.id).toBe(first.id);
    await moderate(second.id, 'ACCEPTED');
    const page = await listed(productId);
    expect(page.content).toEqual([expect.objectContaining({ id: first.id, rating: 3, comment: 'Second thoughts' })]);
  });

  it('sends an edited accepted review back to moderation and out of the summary', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer(t);
    const review = await submitted(buyer, productId, 5);
    await moderate(review.id, 'ACCEPTED');
    expect((await productPageSummary(productId)).ratingCount).toBe(1);

    const edited = await submitted(buyer, productId, 1, 'Worse this season');
    expect(edited.status).toBe('PENDING');
    expect((await listed(productId)).content).toEqual([]);
    expect(await productPageSummary(productId)).toEqual({
      averageRating: 0,
      ratingCount: 0,
      ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });

    await moderate(edited.id, 'ACCEPTED');
    expect((await productPageSummary(productId)).ratingCounts).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 });
  });
});

describe('the rating summary', () => {
  it('counts accepted reviews only: average, count and count per star', async () => {
    const productId = await newProduct();
    const [a, b, c] = [await newBuyer(t), await newBuyer(t), await newBuyer(t)];
    const ra = await submitted(a, productId, 5);
    const rb = await submitted(b, productId, 4);
    await submitted(c, productId, 1);
    await moderate(ra.id, 'ACCEPTED');
    await moderate(rb.id, 'ACCEPTED');
    const expected = { averageRating: 4.5, ratingCount: 2, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } };
    expect((await listed(productId)).productInfo.reviewInfo).toEqual(expected);
    expect(await productPageSummary(productId)).toEqual(expected);
  });

  it('drops a review that is rejected after being accepted', async () => {
    const productId = await newProduct();
    const review = await submitted(await newBuyer(t), productId, 2);
    await productPageSummary(productId);
    await moderate(review.id, 'ACCEPTED');
    expect((await productPageSummary(productId)).averageRating).toBe(2);
    await moderate(review.id, 'REJECTED');
    expect((await productPageSummary(productId)).ratingCount).toBe(0);
    expect((await listed(productId)).content).toEqual([]);
  });

  it('reaches the product page within seconds when another server accepts a review', async () => {
    const productId = await newProduct();
    const review = await submitted(await newBuyer(t), productId, 4);
    // This server is up to date (as a live server's listings keep it) and has the page cached.
    t.app.catalogueCache.clear();
    await t.app.catalogue.warm();
    expect((await productPageSummary(productId)).ratingCount).toBe(0);
    // As another process would: the row changes, and this process's cache is not told.
    await t.database.db.update(reviews).set({ status: 'ACCEPTED' }).where(eq(reviews.id, review.id));
    await vi.waitFor(async () => expect((await productPageSummary(productId)).ratingCount).toBe(1), {
      timeout: 6000,
      interval: 250,
    });
  });

  it('does not count a rejected review', async () => {
    const productId = await newProduct();
    const review = await submitted(await newBuyer(t), productId, 2);
    await moderate(review.id, 'REJECTED');
    expect((await productPageSummary(productId)).ratingCount).toBe(0);
  });
});

describe('listing accepted reviews', () => {
  async function acceptedReviews(productId: number, n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const review = await submitted(await newBuyer(t), productId, 4, `Review number ${i}`);
      await moderate(review.id, 'ACCEPTED');
      ids.push(review.id);
    }
    return ids;
  }

  it('pages them newest first, three to a page as the product page asks', async () => {
    const productId = await newProduct();
    const ids = await acceptedReviews(productId, 4);
    const first = await listed(productId, '?pageNum=0&pageSize=3');
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(first.content.map((r) => r.id)).toEqual(ids.slice().reverse().slice(0, 3));
    expect((await listed(productId, '?pageNum=1&pageSize=3')).content.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('pages by 10 when no page size is given', async () => {
    const productId = await newProduct();
    await acceptedReviews(productId, 11);
    const page = await listed(productId);
    expect(page.content).toHaveLength(10);
    expect(page.totalPages).toBe(2);
  });

  it('answers each review with its id, name, date, rating and comment only', async () => {
    const productId = await newProduct();
    await acceptedReviews(productId, 1);
    const [review] = (await listed(productId)).content;
    expect(Object.keys(review ?? {}).sort()).toEqual(['comment', 'createdDate', 'id', 'rating', 'userName']);
  });

  it('answers an empty page 1 of 1 for a product without reviews', async () => {
    expect(await listed(await newProduct())).toMatchObject({ content: [], totalElements: 0, totalPages: 1 });
  });

  it('refuses to list any status but ACCEPTED', async () => {
    const productId = await newProduct();
    for (const status of ['PENDING', 'REJECTED']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/review/reviews/${productId}/${status}` });
      await expectRefused(response, messages.reviewStatusNotListed);
    }
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/review/reviews/999999/ACCEPTED' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the moderation queue', () => {
  it('lists pending reviews oldest first with their product, and a decision takes one off', async () => {
    const productId = await newProduct();
    const first = await submitted(await newBuyer(t), productId, 5);
    const second = await submitted(await newBuyer(t), productId, 3);
    const queue = await t.app.reviews.pending({ pageNum: 0, pageSize: 100 });
    const mine = queue.content.filter((r) => r.productId === productId);
    expect(mine.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(mine[0]?.productTitle).toMatch(/^Product /);
    await moderate(first.id, 'REJECTED');
    const after = await t.app.reviews.pending({ pageNum: 0, pageSize: 100 });
    expect(after.content.map((r) => r.id)).not.toContain(first.id);
    expect(after.totalElements).toBe(queue.totalElements - 1);
  });

  it('answers null for an unknown review', async () => {
    expect(await moderate(999_999, 'ACCEPTED')).toBeNull();
  });
});
