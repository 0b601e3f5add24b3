import { auditResponse, type AuditEntity, type AuditResponse } from '@krishi/contract';
import { adminApi, adminKey, useAdminPage } from './admin-client';

/** `GET /admin/api/audit`: newest first, optionally of one kind of thing. */
export async function getAudit(
  entity: AuditEntity | undefined,
  pageNum: number,
  signal?: AbortSignal,
): Promise<AuditResponse> {
  return auditResponse.parse(await adminApi<unknown>('/audit', { query: { entity, pageNum }, signal }));
}

export function useAudit(entity: AuditEntity | undefined, pageNum: number) {
  return useAdminPage([...adminKey, 'audit', entity, pageNum], (signal) => getAudit(entity, pageNum, signal));
}
