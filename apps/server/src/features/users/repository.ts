import { eq } from 'drizzle-orm';
import type { Profile, UserProfile } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

function toProfile(row: UserRow): UserProfile {
  return {
    userId: row.id,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    userType: row.userType,
    imageUrl: row.imageUrl,
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
     * registration apart from a later update.
     */
    async saveProfile(
      userId: number,
      profile: Profile,
      imageUrl: string | null,
      now: Date,
    ): Promise<{ profile: UserProfile; firstSave: boolean }> {
      return db.transaction(async (tx) => {
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
            ...(imageUrl ? { imageUrl } : {}),
            registeredAt: before?.registeredAt ?? now,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning();
        return { profile: toProfile(row!), firstSave: !before?.registeredAt };
      });
    },
  };
}
