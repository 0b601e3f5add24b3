import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { ALONE, hashToken, sessionStore, type SessionNews, type SessionsEnded } from './sessions.js';

let t: TestApp;
let phones = 9876511000;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function newUser() {
  const [user] = await t.database.db
    .insert(users)
    .values({ phoneNumber: String(phones++) })
    .returning();
  return user!;
}

/** Deletes a session's row behind the store's back, as another process's logout does. */
const deleteRow = (token: string) => t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

/** Two processes' stores joined by a bus that carries every ending, as Redis does. */
function joinedPair() {
  const listeners: Array<(ended: SessionsEnded) => void> = [];
  const news: SessionNews = {
    announce: (ended) => listeners.forEach((heard) => heard(ended)),
    listen: (heard) => listeners.push(heard),
  };
  return [sessionStore(t.database.db, { news }), sessionStore(t.database.db, { news })] as const;
}

describe('sessions', () => {
  it('are read from the database once, not on every request', async () => {
    const store = sessionStore(t.database.db, { news: ALONE });
    const user = await newUser();
    const { token } = await store.create(user.id, new Date());
    expect(await store.find(token, new Date())).toEqual({ id: user.id, phoneNumber: user.phoneNumber });
    await deleteRow(token);
    expect(await store.find(token, new Date())).toEqual({ id: user.id, phoneNumber: user.phoneNumber });
  });

  it('are read again once the recheck time has passed', async () => {
    const store = sessionStore(t.database.db, { news: ALONE, recheckMs: 1_000 });
    const user = await newUser();
    const now = new Date();
    const { token } = await store.create(user.id, now);
    await store.find(token, now);
    await deleteRow(token);
    expect(await store.find(token, new Date(now.getTime() + 1_000))).toBeNull();
  });

  it('are read every time where endings elsewhere cannot be heard', async () => {
    const store = sessionStore(t.database.db, { news: null });
    const user = await newUser();
    const { token } = await store.create(user.id, new Date());
    await store.find(token, new Date());
    await deleteRow(token);
    expect(await store.find(token, new Date())).toBeNull();
  });

  it('end on every process when one logs out', async () => {
    const [here, there] = joinedPair();
    const user = await newUser();
    const { token } = await here.create(user.id, new Date());
    expect(await there.find(token, new Date())).not.toBeNull();
    await here.revoke(token);
    expect(await there.find(token, new Date())).toBeNull();
  });

  it("end on every process when a password reset ends all of a user's sessions", async () => {
    const [here, there] = joinedPair();
    const user = await newUser();
    const first = await here.create(user.id, new Date());
    const second = await here.create(user.id, new Date());
    await there.find(first.token, new Date());
    await there.find(second.token, new Date());
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    here.endedAllOf(user.id);
    expect(await there.find(first.token, new Date())).toBeNull();
    expect(await there.find(second.token, new Date())).toBeNull();
  });

  it('end at their expiry even while kept in memory', async () => {
    const store = sessionStore(t.database.db, { news: ALONE });
    const user = await newUser();
    const now = new Date();
    const { token, expiresAt } = await store.create(user.id, now);
    await store.find(token, now);
    expect(await store.find(token, expiresAt)).toBeNull();
  });
});
