import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { otpCodes, users } from '../../db/schema.js';

/** A code as stored: never the code itself. */
export interface StoredCode {
  codeHash: string;
  salt: string;
}

/** One-time login codes (one row per phone) and the users they log in. */
export function authRepository(db: Db) {
  /** A code can still be used: not consumed (rows are deleted then), not expired, not void. */
  const live = (phoneNumber: string, now: Date) =>
    and(
      eq(otpCodes.phoneNumber, phoneNumber),
      gt(otpCodes.expiresAt, now),
      sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
    );

  return {
    /** When phone's live code was sent, or null when it has none. */
    async liveCodeSentAt(phoneNumber: string, now: Date): Promise<Date | null> {
      const [row] = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes).where(live(phoneNumber, now));
      return row?.createdAt ?? null;
    },

    /**
     * Stores a new code for phone, replacing a used-up one; false (and nothing written) while the
     * current code is still live, so two concurrent sends cannot both replace it.
     */
    async replaceCode(phoneNumber: string, code: StoredCode, now: Date, ttlSeconds: number): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      const fresh = { ...code, attempts: 0, createdAt: now, expiresAt };
      const rows = await db
        .insert(otpCodes)
        .values({ phoneNumber, ...fresh })
        .onConflictDoUpdate({
          target: otpCodes.phoneNumber,
          set: fresh,
          setWhere: sql`otp_codes.expires_at <= ${now.toISOString()}::timestamptz OR otp_codes.attempts >= ${OTP_MAX_ATTEMPTS}`,
        })
        .returning({ phoneNumber: otpCodes.phoneNumber });
      return rows.length > 0;
    },

    /** Deletes the codes that expired before now: nobody can use them any more. */
    async pruneExpiredCodes(now: Date): Promise<void> {
      await db.delete(otpCodes).where(lte(otpCodes.expiresAt, now));
    },

    /** Removes a code that could not be delivered, so the phone may ask again at once. */
    async discardCode(phoneNumber: string, codeHash: string): Promise<void> {
      await db.delete(otpCodes).where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.codeHash, codeHash)));
    },

    /**
     * Uses up one try at phone's live code and returns it with the tries used so far, or null when
     * there is no live code. Counting before comparing keeps parallel guesses within the limit.
     */
    async takeTry(phoneNumber: string, now: Date): Promise<(StoredCode & { attempts: number }) | null> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(live(phoneNumber, now))
        .returning({ codeHash: otpCodes.codeHash, salt: otpCodes.salt, attempts: otpCodes.attempts });
      return row ?? null;
    },

    /** Whether phone's unexpired code was voided by too many wrong tries. */
    async isCodeVoid(phoneNumber: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ phoneNumber: otpCodes.phoneNumber })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phoneNumber, phoneNumber),
            gt(otpCodes.expiresAt, now),
            gte(otpCodes.attempts, OTP_MAX_ATTEMPTS),
          ),
        );
      return Boolean(row);
    },

    /** Deletes the matched code; false when a concurrent request used it first (single use). */
    async consumeCode(phoneNumber: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .delete(otpCodes)
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.codeHash, codeHash)))
        .returning({ phoneNumber: otpCodes.phoneNumber });
      return rows.length > 0;
    },

    /**
     * The user of a verified phone; a phone seen for the first time becomes an unregistered user
     * (`created`: this call made it).
     */
    async findOrCreateUser(phoneNumber: string): Promise<{ id: number; isRegistered: boolean; created: boolean }> {
      const made = await db
        .insert(users)
        .values({ phoneNumber })
        .onConflictDoNothing({ target: users.phoneNumber })
        .returning({ id: users.id });
      const [row] = await db
        .select({ id: users.id, registeredAt: users.registeredAt })
        .from(users)
        .where(eq(users.phoneNumber, phoneNumber));
      return { id: row!.id, isRegistered: row!.registeredAt !== null, created: made.length > 0 };
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
