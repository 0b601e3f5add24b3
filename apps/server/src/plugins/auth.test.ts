import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, SESSION_TTL_DAYS } from '@krishi/contract';
import { users } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    extend: (app) => {
      // A route of the kind other features write: the hook in its options, the user from the request.
      app.get('/test/me', { onRequest: app.authenticate }, async (request) => request.user);
      app.get('/test/forgot-the-hook', async (request) => request.user);
    },
  });
  const [user] = await t.database.db.insert(users).values({ phoneNumber: '9876500001' }).returning();
  ({ token } = await t.app.sessions.create(user!.id, new Date()));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the auth plugin', () => {
  it('lets a live session through and names its user', async () => {
    const response = await t.app.inject({ url: '/test/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: '9876500001' });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${token}`],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a malformed token', 'Bearer not-a-token'],
  ])('answers 401 with the session-expired message for %s', async (_, authorization) => {
    const response = await t.app.inject({ url: '/test/me', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.unauthorized });
  });

  it('answers 401 once the session has outlived its 30 days', async () => {
    const [user] = await t.database.db.insert(users).values({ phoneNumber: '9876500002' }).returning();
    const startedAt = new Date(Date.now() - (SESSION_TTL_DAYS * 24 + 1) * 60 * 60 * 1000);
    const old = await t.app.sessions.create(user!.id, startedAt);
    const response = await t.app.inject({ url: '/test/me', headers: { authorization: `Bearer ${old.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('fails loudly when a route reads the user without the hook', async () => {
    const response = await t.app.inject({
      url: '/test/forgot-the-hook',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
  });
});
