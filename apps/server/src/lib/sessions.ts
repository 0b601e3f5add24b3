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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored: a copy of the table does not let anyone log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque bearer tokens of 32 random bytes, with an absolute lifetime of SESSION_TTL_DAYS. */
export function sessionStore(db: Db) {
  return {
    async create(userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    async find(token: string, now: Date): Promise<SessionUser | null> {
      const [row] = await db
        .select({ id: users.id, phoneNumber: users.phoneNumber })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
      return row ?? null;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
