import { and, eq, ne } from 'drizzle-orm';
import { ADMIN_ROLE, type Profile, type UserProfile } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

/** What a profile save did: saved, or refused because another account has the e-mail. */
export type SaveResult = { saved: true; profile: UserProfile; firstSave: boolean } | { saved: false; emailTaken: true };

/** PostgreSQL's unique_violation, as pg and PGlite report it (directly or as drizzle's cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

function toProfile(row: UserRow): UserProfile {
  return {
    userId: row.id,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    userType: row.userType,
    imageUrl: row.imageUrl,
    email: row.email,
    isAdmin: row.role === ADMIN_ROLE,
    // The address is whatever registration saved; before that there is none.
    addressEntity: row.registeredAt
      ? {
          state: row.state,
          district: row.district,
          taluk: row.taluk,
          addressLine1: row.addressLine1,
          pinCode: row.pinCode,
          country: row.country,
        }
      : null,
    isRegistered: row.registeredAt !== null,
  };
}

/** Profiles of users who logged in; the user always comes from a session, never from the request. */
export function usersRepository(db: Db) {
  return {
    async profile(userId: number): Promise<UserProfile | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ? toProfile(row) : null;
    },

    /**
     * Saves the registration form (and a new picture, when given). `firstSave` tells the
     * registration apart from a later update. An e-mail names one account only.
     */
    async saveProfile(userId: number, profile: Profile, imageUrl: string | null, now: Date): Promise<SaveResult> {
      const save = db.transaction(async (tx): Promise<SaveResult> => {
        if (profile.email) {
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, profile.email), ne(users.id, userId)));
          if (other) return { saved: false, emailTaken: true };
        }
        // Locked, so two saves at once cannot both be the first.
        const [before] = await tx
          .select({ registeredAt: users.registeredAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const { addressEntity: address } = profile;
        const [row] = await tx
          .update(users)
          .set({
            firstName: profile.firstName,
            lastName: profile.lastName,
            gender: profile.gender,
            userType: profile.userType,
            state: address.state,
            district: address.district,
            taluk: address.taluk ?? null,
            addressLine1: address.addressLine1 ?? null,
            pinCode: address.pinCode ?? null,
            country: address.country,
            email: profile.email ?? null,
            ...(imageUrl ? { imageUrl } : {}),
            registeredAt: before?.registeredAt ?? now,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning();
        return { saved: true, profile: toProfile(row!), firstSave: !before?.registeredAt };
      });
      // Two accounts saving one e-mail at once: the unique index stops the second.
      return save.catch((error: unknown) => {
        if (isUniqueViolation(error)) return { saved: false, emailTaken: true };
        throw error;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
