import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditQuery, AuditResponse } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';
import { listPage, pageOf, person } from '../lists.js';

/** The audit log as the operator reads it (entries are written by each change, with `recordAudit`). */
export function adminAuditRepository(db: Db) {
  return {
    /** Newest first, by entity, entity id or actor. */
    async page(query: AuditQuery): Promise<AuditResponse> {
      const where = and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        pageOf(
          db
            .select({
              entry: auditLog,
              phoneNumber: users.phoneNumber,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(auditLog)
            .innerJoin(users, eq(users.id, auditLog.actorId))
            .where(where)
            .orderBy(desc(auditLog.at), desc(auditLog.id))
            .$dynamic(),
          query,
        ),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const entries = rows.map(({ entry, ...actor }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actor: person({ userId: entry.actorId, ...actor }),
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
      }));
      return listPage(entries, total, query.pageSize);
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof adminAuditRepository>;
