import { and, desc, eq } from 'drizzle-orm';
import { completeAddress, type Address, type AddressFields } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema.js';
import { statement } from '../../db/statement.js';

type AddressRow = Omit<typeof addresses.$inferSelect, 'createdAt' | 'updatedAt'>;

/** Read on every cart save and checkout: its text is written once (decision 061). */
const ownAddress = statement<AddressRow>(
  `SELECT id, user_id AS "userId", name, address_line1 AS "addressLine1", village, taluk, district, state,
          pin_code AS "pinCode", country, phone_number AS "phoneNumber", email
     FROM addresses WHERE id = $1 AND user_id = $2`,
);

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    addressLine1: row.addressLine1,
    village: row.village,
    taluk: row.taluk,
    district: row.district,
    state: row.state,
    pinCode: row.pinCode,
    country: row.country,
    phoneNumber: row.phoneNumber,
    email: row.email,
    completeAddress: completeAddress(row),
  };
}

/** A user's delivery addresses. Every read and write is scoped to the owner. */
export function addressesRepository(db: Db) {
  return {
    /** Newest first. */
    async list(userId: number): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddress);
    },

    /** The user's address with this id; undefined for another user's or a missing one. */
    async find(userId: number, id: number, tx: Db = db): Promise<Address | undefined> {
      const [row] = await ownAddress(tx, [id, userId]);
      return row && toAddress(row);
    },

    /** Adds an address, or edits the user's own one with `id`; undefined when that one is not theirs. */
    async save(userId: number, fields: AddressFields, now: Date): Promise<Address | undefined> {
      const values = {
        name: fields.name,
        addressLine1: fields.addressLine1,
        village: fields.village ?? null,
        taluk: fields.taluk,
        district: fields.district,
        state: fields.state,
        pinCode: fields.pinCode,
        country: fields.country,
        phoneNumber: fields.phoneNumber,
        email: fields.email ?? null,
        updatedAt: now,
      };
      const [row] =
        fields.id === undefined
          ? await db
              .insert(addresses)
              .values({ ...values, userId, createdAt: now })
              .returning()
          : await db
              .update(addresses)
              .set(values)
              .where(and(eq(addresses.id, fields.id), eq(addresses.userId, userId)))
              .returning();
      return row && toAddress(row);
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
