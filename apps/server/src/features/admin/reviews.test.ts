import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, moderateReviewResponse, moderationQueueResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({ products: 5, env: adminEnv });
  admin = await operator(t);
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ id: number }>("SELECT id FROM products WHERE status = 'ACTIVE' ORDER BY id LIMIT 1"),
  );
  productId = row!.id;
});

afterAll(async () => {
  await t.close();
});

async function review(phone: string, rating: number, comment: string): Promise<number> {
  const { authToken } = await logIn(t, phone);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/review/saveUpdate',
    headers: bearer(authToken),
    payload: { productId, rating, comment },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.id as number;
}

const queue = async () =>
  moderationQueueResponse.parse(
    (await t.app.inject({ method: 'GET', url: api('/reviews/pending'), headers: admin.headers })).json(),
  );
const shown = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/review/reviews/${productId}/ACCEPTED?pageNum=0&pageSize=3` })).json()
    .data;

describe('review moderation', () => {
  it('queues pending reviews oldest first, with the product title and the comment as sent', async () => {
    const first = await review('9876500011', 5, 'Great <b>seed</b>, grew well');
    const second = await review('9876500012', 2, 'Did not sprout much');
    const pending = await queue();
    expect(pending.content.map((r) => r.id)).toEqual([first, second]);
    expect(pending.content[0]).toMatchObject({ productId, comment: 'Great <b>seed</b>, grew well', status: 'PENDING' });
    expect(pending.content[0]!.productTitle.length).toBeGreaterThan(0);
  });

  it('an accepted review is shown with the new average; a rejected one never counts', async () => {
    const [good, bad] = (await queue()).content;
    const accepted = await t.app.inject({
      method: 'POST',
      url: api(`/reviews/${good!.id}/accept`),
      headers: admin.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(moderateReviewResponse.parse(accepted.json())).toMatchObject({
      message: messages.adminReviewAccepted,
      data: { id: good!.id, status: 'ACCEPTED' },
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: api(`/reviews/${bad!.id}/reject`),
      headers: admin.headers,
    });
    expect(rejected.statusCode).toBe(200);
    const page = await shown();
    expect(page.content.map((r: { id: number }) => r.id)).toEqual([good!.id]);
    expect(page.productInfo.reviewInfo).toMatchObject({ averageRating: 5, ratingCount: 1 });
    const product = (await t.app.inject({ method: 'GET', url: `/api/eproduct/${productId}` })).json().data;
    expect(product.reviewInfo).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect((await queue()).totalElements).toBe(0);
  });

  it('answers 404 for an unknown review and records each decision', async () => {
    const missing = await t.app.inject({ method: 'POST', url: api('/reviews/999999/accept'), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: messages.adminReviewNotFound });
    const log = (
      await t.app.inject({ method: 'GET', url: api('/audit?entity=review'), headers: admin.headers })
    ).json();
    expect(log.content.map((e: { action: string }) => e.action).sort()).toEqual(['review.accept', 'review.reject']);
    expect(log.content[0].actor.userId).toBe(admin.userId);
  });
});
