import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminOrdersQuery, AdminOrdersResponse, OrderCustomer } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { orders, users } from '../../../db/schema.js';
import { pageCount, personName } from '../audit/log.js';

/** India has one time zone and no summer time: a calendar day there starts at 00:00 +05:30. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** `q`: an order id, or a customer's phone (all 10 digits). */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{10}$/.test(q)) return eq(users.phoneNumber, q);
  if (/^#?\d{1,9}$/.test(q)) return eq(orders.id, Number(q.replace('#', '')));
  // Anything else finds nothing rather than everything.
  return sql`false`;
}

/** Every user's orders, for the operator. */
export function adminOrdersRepository(db: Db) {
  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
        query.to ? lt(orders.createdAt, nextDay(query.to)) : undefined,
        search(query.q),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            status: orders.status,
            netPrice: orders.netPrice,
            itemCount: sql<number>`(SELECT coalesce(sum((item->>'quantity')::int), 0)::int
              FROM jsonb_array_elements(${orders.shipments}) AS s, jsonb_array_elements(s->'itemList') AS item)`,
            userId: users.id,
            phoneNumber: users.phoneNumber,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset(query.pageNum * query.pageSize),
        db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map((row) => ({
          id: row.id,
          createdDate: row.createdAt.toISOString(),
          status: row.status,
          netPrice: row.netPrice,
          itemCount: row.itemCount,
          customer: { userId: row.userId, phoneNumber: row.phoneNumber, name: personName(row.firstName, row.lastName) },
        })),
        totalElements,
        totalPages: pageCount(totalElements, query.pageSize),
      };
    },

    /** Who placed an order, or null for an unknown order. */
    async customer(orderId: number): Promise<OrderCustomer | null> {
      const [row] = await db
        .select({
          userId: users.id,
          phoneNumber: users.phoneNumber,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row
        ? { userId: row.userId, phoneNumber: row.phoneNumber, name: personName(row.firstName, row.lastName) }
        : null;
    },
  };
}
