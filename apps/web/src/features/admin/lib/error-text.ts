import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** What a failed change tells the operator: the server's own reason when it gave one. */
export function errorText(error: Error, t: TFunction): string {
  return error instanceof ApiError && error.body?.message && error.status < 500
    ? error.body.message
    : t('admin.failed');
}
