import type { AuditEntity } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { auditLog } from '../../../db/schema.js';

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

/** The entry of a creation (nothing before) or an edit: `<entity>.create` or `<entity>.update`. */
export function recordSave(
  tx: Writer,
  actorId: number,
  entity: AuditEntity,
  before: object | null,
  after: { id: number },
): Promise<void> {
  const action = `${entity}.${before ? 'update' : 'create'}`;
  return recordAudit(tx, { actorId, action, entity, entityId: after.id, before, after });
}

/** The entry of a new picture: `<entity>.image`, with the field that points at it as it was and became. */
export function recordPicture(
  tx: Writer,
  actorId: number,
  entity: AuditEntity,
  id: number,
  change: { before: object; after: object },
): Promise<void> {
  return recordAudit(tx, { actorId, action: `${entity}.image`, entity, entityId: id, ...change });
}

/** The entry of a status change: `<entity>.<verb>`, with the status as it was and became. */
export function recordStatus(
  tx: Writer,
  actorId: number,
  entity: AuditEntity,
  id: number,
  change: { verb: string; before: string; after: string },
): Promise<void> {
  return recordAudit(tx, {
    actorId,
    action: `${entity}.${change.verb}`,
    entity,
    entityId: id,
    before: { status: change.before },
    after: { status: change.after },
  });
}
