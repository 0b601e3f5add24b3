import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditQuery, AuditResponse } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';

/** The database or a transaction: audit entries are written in the change's own transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export interface AuditChange {
  actorId: number;
  action: string;
  entity: AuditEntity;
  entityId: number | string | null;
  before?: object | null;
  after?: object | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ, as they were and as they became: an edit of one price does not copy
 * the whole product into the log. A creation (no before) or a removal (no after) keeps it whole.
 */
export function compact(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const was = (before ?? null) as Record<string, unknown> | null;
  const is = (after ?? null) as Record<string, unknown> | null;
  if (!was || !is) return { before: was, after: is };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => !same(was[key], is[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, is[key] ?? null])),
  };
}

/** Writes one entry; call it inside the transaction that makes the change. */
export async function recordAudit(tx: Writer, change: AuditChange): Promise<void> {
  const { before, after } = compact(change.before, change.after);
  await tx.insert(auditLog).values({
    actorId: change.actorId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    before,
    after,
  });
}

/** The log for the operator: newest first, by entity, entity id or actor. */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditResponse> {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, phoneNumber: users.phoneNumber, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(query.pageNum * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map(({ entry, phoneNumber, firstName, lastName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: { userId: entry.actorId, phoneNumber, name: personName(firstName, lastName) },
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / query.pageSize)),
  };
}

/** "First Last", or null for a user who never registered. */
export function personName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** A page count as every list of the API answers it: at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
