import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@krishi/contract';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** The user a live session belongs to. */
export interface SessionUser {
  id: number;
  phoneNumber: string;
}

/** What ended sessions: one token (a logout) or every session of a user (a password reset). */
export type SessionsEnded = { tokenHash: string } | { userId: number };

/**
 * How the store learns of sessions other processes end, and tells them of its own. Without one
 * the store keeps nothing in memory: a session ended elsewhere would live on here.
 */
export interface SessionNews {
  announce(ended: SessionsEnded): void;
  listen(heard: (ended: SessionsEnded) => void): void;
}

/** The single process of an embedded database: every ending is its own, so there is nobody to tell. */
export const ALONE: SessionNews = { announce() {}, listen() {} };

export interface SessionStoreOptions {
  /** How endings travel between processes: ALONE for a single one; null when they cannot. */
  news: SessionNews | null;
  /** How long a session read from the database is believed without reading it again. */
  recheckMs?: number;
  /** The most sessions kept in memory; the oldest read go first. */
  maxKept?: number;
}

interface KeptSession {
  user: SessionUser;
  expiresAt: number;
  readAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounds what a process believes if an announcement is lost (Redis away): a minute. */
const RECHECK_MS = 60_000;
const MAX_KEPT = 100_000;

/** Only the hash is stored: a copy of the table does not let anyone log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opaque bearer tokens of 32 random bytes, with an absolute lifetime of SESSION_TTL_DAYS.
 * Every logged-in request asks for its session, and on the buying path that read was one
 * statement in nine: a session read is kept in memory, and every ending is heard by every
 * process (decision 050).
 */
export function sessionStore(db: Db, options: SessionStoreOptions) {
  const { news } = options;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const maxKept = options.maxKept ?? MAX_KEPT;
  const kept = new Map<string, KeptSession>();
  /** Counts endings heard, so a read that was under way when one came is not kept. */
  let endings = 0;

  function forget(ended: SessionsEnded) {
    endings++;
    if ('tokenHash' in ended) {
      kept.delete(ended.tokenHash);
      return;
    }
    for (const [hash, session] of kept) if (session.user.id === ended.userId) kept.delete(hash);
  }

  function end(ended: SessionsEnded) {
    forget(ended);
    news?.announce(ended);
  }

  news?.listen(forget);

  function keep(tokenHash: string, session: KeptSession) {
    if (!news) return;
    kept.delete(tokenHash);
    kept.set(tokenHash, session);
    if (kept.size > maxKept) kept.delete(kept.keys().next().value!);
  }

  return {
    async create(userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    async find(token: string, now: Date): Promise<SessionUser | null> {
      const tokenHash = hashToken(token);
      const at = now.getTime();
      const known = kept.get(tokenHash);
      if (known && known.expiresAt > at && at - known.readAt < recheckMs) return known.user;
      if (known) kept.delete(tokenHash);
      const endingsBefore = endings;
      const [row] = await db
        .select({ id: users.id, phoneNumber: users.phoneNumber, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      if (!row) return null;
      const user = { id: row.id, phoneNumber: row.phoneNumber };
      if (endings === endingsBefore) keep(tokenHash, { user, expiresAt: row.expiresAt.getTime(), readAt: at });
      return user;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },

    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      end({ tokenHash });
    },

    /** After a transaction that deleted every session of a user (a password reset) has committed. */
    endedAllOf(userId: number): void {
      end({ userId });
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
