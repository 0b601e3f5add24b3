import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_ATTEMPTS } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { passwordResetCodes, sessions, userPasswords, users } from '../../db/schema.js';
import type { StoredCode } from './repository.js';

/** What a new session answers with about its user. */
export interface AccountSummary {
  userId: number;
  phoneNumber: string;
  isRegistered: boolean;
}

/** The account an e-mail names, with its password hash when one was set. */
export interface EmailAccount extends AccountSummary {
  passwordHash: string | null;
}

/** A reset code as stored, with the user it was sent for and the tries used so far. */
export interface StoredResetCode extends StoredCode {
  userId: number;
  attempts: number;
}

/** Password reset codes, password hashes, and the accounts e-mails name. */
export function passwordRepository(db: Db) {
  /**
   * A code can still be used: not consumed (rows are deleted then), not expired, not void, and
   * its user still has the e-mail it was sent to (a profile change since disowns it).
   */
  const live = (email: string, now: Date) =>
    and(
      eq(passwordResetCodes.email, email),
      gt(passwordResetCodes.expiresAt, now),
      sql`${passwordResetCodes.attempts} < ${RESET_CODE_MAX_ATTEMPTS}`,
      sql`exists (select 1 from ${users} where ${users.id} = ${passwordResetCodes.userId} and ${users.email} = ${passwordResetCodes.email})`,
    );

  return {
    async account(email: string): Promise<EmailAccount | null> {
      const [row] = await db
        .select({
          userId: users.id,
          phoneNumber: users.phoneNumber,
          registeredAt: users.registeredAt,
          passwordHash: userPasswords.hash,
        })
        .from(users)
        .leftJoin(userPasswords, eq(userPasswords.userId, users.id))
        .where(eq(users.email, email));
      if (!row) return null;
      return {
        userId: row.userId,
        phoneNumber: row.phoneNumber,
        isRegistered: row.registeredAt !== null,
        passwordHash: row.passwordHash,
      };
    },

    /** Stores a new code for email, replacing any earlier one: only the latest code works. */
    async replaceCode(email: string, userId: number, code: StoredCode, now: Date, ttlSeconds: number): Promise<void> {
      const fresh = {
        userId,
        ...code,
        attempts: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      };
      await db
        .insert(passwordResetCodes)
        .values({ email, ...fresh })
        .onConflictDoUpdate({ target: passwordResetCodes.email, set: fresh });
    },

    /** Removes a code that could not be delivered. */
    async discardCode(email: string, codeHash: string): Promise<void> {
      await db
        .delete(passwordResetCodes)
        .where(and(eq(passwordResetCodes.email, email), eq(passwordResetCodes.codeHash, codeHash)));
    },

    /**
     * Uses up one try at email's live code and returns it, or null when there is none. Counting
     * before comparing keeps parallel guesses within the limit.
     */
    async takeTry(email: string, now: Date): Promise<StoredResetCode | null> {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(live(email, now))
        .returning({
          userId: passwordResetCodes.userId,
          codeHash: passwordResetCodes.codeHash,
          salt: passwordResetCodes.salt,
          attempts: passwordResetCodes.attempts,
        });
      return row ?? null;
    },

    /** Gives back the try a right code took: checking the code must not bring the reset closer to void. */
    async giveBackTry(email: string, codeHash: string): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
        .where(and(eq(passwordResetCodes.email, email), eq(passwordResetCodes.codeHash, codeHash)));
    },

    /** Whether email's unexpired code was voided by too many wrong tries. */
    async isCodeVoid(email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ attempts: passwordResetCodes.attempts })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.email, email), gt(passwordResetCodes.expiresAt, now)));
      return (row?.attempts ?? 0) >= RESET_CODE_MAX_ATTEMPTS;
    },

    /**
     * In one transaction: uses the code up (null, and nothing written, when a concurrent request
     * used it first), stores the new password hash and ends every session of the user.
     */
    async resetPassword(
      email: string,
      code: StoredResetCode,
      passwordHash: string,
      now: Date,
    ): Promise<AccountSummary | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .delete(passwordResetCodes)
          .where(and(eq(passwordResetCodes.email, email), eq(passwordResetCodes.codeHash, code.codeHash)))
          .returning({ email: passwordResetCodes.email });
        if (used.length === 0) return null;
        const row = { hash: passwordHash, updatedAt: now };
        await tx
          .insert(userPasswords)
          .values({ userId: code.userId, ...row })
          .onConflictDoUpdate({ target: userPasswords.userId, set: row });
        await tx.delete(sessions).where(eq(sessions.userId, code.userId));
        const [user] = await tx
          .select({ phoneNumber: users.phoneNumber, registeredAt: users.registeredAt })
          .from(users)
          .where(eq(users.id, code.userId));
        return { userId: code.userId, phoneNumber: user!.phoneNumber, isRegistered: user!.registeredAt !== null };
      });
    },

    async pruneExpiredCodes(now: Date): Promise<void> {
      await db.delete(passwordResetCodes).where(lte(passwordResetCodes.expiresAt, now));
    },
  };
}

export type PasswordRepository = ReturnType<typeof passwordRepository>;
