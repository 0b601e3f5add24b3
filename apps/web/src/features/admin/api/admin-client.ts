import { ADMIN_API } from '@krishi/contract';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/**
 * Every back-office call: under /admin/api, and a 403 (a customer, not an operator) leaves the
 * session alone so the screen can say there is no access.
 */
export function adminApi<T>(path: string, options: Omit<RequestOptions, 'keepSessionOn403'> = {}): Promise<T> {
  return api<T>(`${ADMIN_API}${path}`, { ...options, keepSessionOn403: true });
}

/** A refusal (4xx) will not change on retry; a server or network failure may. */
export function retryServerErrors(count: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && count < 2;
}

export const adminKey = ['admin'] as const;
