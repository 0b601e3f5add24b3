import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderCustomer } from '@krishi/contract';

/** "First Last", or null for a user who never registered. */
export function personName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** A user as the back office's lists name them: the audit log's actors, the orders' buyers. */
export function person(row: {
  userId: number;
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
}): OrderCustomer {
  return { userId: row.userId, phoneNumber: row.phoneNumber, name: personName(row.firstName, row.lastName) };
}

/** The rows of a list query that a page asks for. */
export const pageOf = <Query extends PgSelect>(rows: Query, page: { pageNum: number; pageSize: number }) =>
  rows.limit(page.pageSize).offset(page.pageNum * page.pageSize);

/** One page as every list of the API answers it, from its rows and the count of all: at least one page. */
export function listPage<Item>(content: Item[], total: { n: number } | undefined, pageSize: number) {
  const totalElements = total?.n ?? 0;
  return { content, totalElements, totalPages: Math.max(1, Math.ceil(totalElements / pageSize)) };
}
