import { and, asc, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema.js';

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sliding-window counters shared by every server process, so two processes enforce one limit.
 * Kept in the database for now; the interface is small so a Redis store can replace it.
 */
export interface RateLimitStore {
  /** Counts one event for key unless `limit` of them already happened in the last windowSeconds. */
  take(key: string, limit: number, windowSeconds: number, now: Date): Promise<TakeResult>;
  /** Takes back the event `take` counted for key at `at`: what it stood for did not happen. */
  release(key: string, at: Date): Promise<void>;
  /** Counts one event for key, whatever the count. */
  record(key: string, windowSeconds: number, now: Date): Promise<void>;
  /** Events for key in the last windowSeconds. */
  count(key: string, windowSeconds: number, now: Date): Promise<number>;
  /** Forgets every event before `before` (the longest window ago): keys never used again, too. */
  prune(before: Date): Promise<void>;
}

const windowStart = (now: Date, windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000);
const inWindow = (key: string, windowSeconds: number, now: Date) =>
  and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, windowStart(now, windowSeconds)));

export function databaseRateLimits(db: Db): RateLimitStore {
  async function record(q: Db, key: string, windowSeconds: number, now: Date): Promise<void> {
    // Events that left the window are never counted again; dropping them keeps a key's rows
    // bounded by its limit.
    await q
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, windowStart(now, windowSeconds))));
    await q.insert(rateLimitHits).values({ key, at: now });
  }

  async function countIn(q: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
    const [row] = await q
      .select({ n: count() })
      .from(rateLimitHits)
      .where(inWindow(key, windowSeconds, now));
    return row?.n ?? 0;
  }

  return {
    take: (key, limit, windowSeconds, now) =>
      db.transaction(async (tx): Promise<TakeResult> => {
        // One taker per key at a time, in every process: counting and adding cannot interleave,
        // so racing requests get exactly the units left, no more and no fewer.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
        if ((await countIn(tx, key, windowSeconds, now)) < limit) {
          await record(tx, key, windowSeconds, now);
          return { ok: true };
        }
        const [oldest] = await tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(inWindow(key, windowSeconds, now))
          .orderBy(asc(rateLimitHits.at))
          .limit(1);
        const freesAt = (oldest?.at.getTime() ?? now.getTime()) + windowSeconds * 1000;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
      }),
    async release(key, at) {
      // One event only: another request may have been counted at the same instant.
      const [event] = await db
        .select({ id: rateLimitHits.id })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.at, at)))
        .limit(1);
      if (event) await db.delete(rateLimitHits).where(eq(rateLimitHits.id, event.id));
    },
    record: (key, windowSeconds, now) => record(db, key, windowSeconds, now),
    count: (key, windowSeconds, now) => countIn(db, key, windowSeconds, now),
    async prune(before) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
    },
  };
}
