import { and, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, sessions } from '../../db/schema.js';

/** Browsers one user may keep subscribed; the oldest go first (a phone replaced, a browser reset). */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function pushRepository(db: Db) {
  return {
    /**
     * Saves a browser's subscription for the user of a session (by its token hash), taking it over
     * from anyone who had it.
     */
    async save(userId: number, sessionTokenHash: string, subscription: PushSubscriptionBody): Promise<void> {
      const values = {
        userId,
        sessionTokenHash,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expiresAt: subscription.expirationTime ? new Date(subscription.expirationTime) : null,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
          .limit(MAX_SUBSCRIPTIONS_PER_USER);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
      });
    },

    /** The user's browsers whose login is still live. */
    async forUser(userId: number, now: Date): Promise<StoredSubscription[]> {
      const rows = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.tokenHash, pushSubscriptions.sessionTokenHash))
        .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, now)));
      return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
    },

    async remove(endpoints: string[]): Promise<void> {
      if (endpoints.length === 0) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
