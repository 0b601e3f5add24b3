import { eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLE, type AdminMeResponse } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { personName } from './lists.js';

/** The back office's operators: who is asking, and the phones given the role from the start. */
export function adminOperatorsRepository(db: Db) {
  return {
    /** The operator as the back office greets them. */
    async operator(user: { id: number; phoneNumber: string }): Promise<AdminMeResponse['data']> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(eq(users.id, user.id));
      return {
        userId: user.id,
        phoneNumber: user.phoneNumber,
        name: personName(row?.firstName ?? null, row?.lastName ?? null),
        role: row?.role ?? '',
      };
    },

    /** Gives these phones' users the admin role (a phone that logs in later gets it then). */
    async grantRole(phones: readonly string[]): Promise<void> {
      if (phones.length === 0) return;
      await db
        .update(users)
        .set({ role: ADMIN_ROLE })
        .where(inArray(users.phoneNumber, [...phones]));
    },
  };
}

export type AdminOperatorsRepository = ReturnType<typeof adminOperatorsRepository>;
