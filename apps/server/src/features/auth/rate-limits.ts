import { and, asc, count, eq, gt, lt, lte } from 'drizzle-orm';
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
  /** Counts one event for key, whatever the count. */
  record(key: string, windowSeconds: number, now: Date): Promise<void>;
  /** Events for key in the last windowSeconds. */
  count(key: string, windowSeconds: number, now: Date): Promise<number>;
  /** Forgets every event before `before` (the longest window ago): keys never used again, too. */
  prune(before: Date): Promise<void>;
}

const windowStart = (now: Date, windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000);

export function databaseRateLimits(db: Db): RateLimitStore {
  async function record(key: string, windowSeconds: number, now: Date): Promise<number> {
    // Events that left the window are never counted again; dropping them keeps a key's rows
    // bounded by its limit.
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, windowStart(now, windowSeconds))));
    const [row] = await db.insert(rateLimitHits).values({ key, at: now }).returning({ id: rateLimitHits.id });
    return row!.id;
  }

  async function countSince(key: string, windowSeconds: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, windowStart(now, windowSeconds))));
    return row?.n ?? 0;
  }

  return {
    async take(key, limit, windowSeconds, now) {
      // Insert first, count after: of two processes racing for the last unit, the one that counts
      // second sees both events, so the limit is never exceeded.
      const id = await record(key, windowSeconds, now);
      if ((await countSince(key, windowSeconds, now)) <= limit) return { ok: true };
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
      const [oldest] = await db
        .select({ at: rateLimitHits.at })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, windowStart(now, windowSeconds))))
        .orderBy(asc(rateLimitHits.at))
        .limit(1);
      const freesAt = (oldest?.at.getTime() ?? now.getTime()) + windowSeconds * 1000;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
    },
    async record(key, windowSeconds, now) {
      await record(key, windowSeconds, now);
    },
    count: countSince,
    async prune(before) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
    },
  };
}
