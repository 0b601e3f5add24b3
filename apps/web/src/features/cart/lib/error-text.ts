import type { TFunction } from 'i18next';
import type { MessageKey } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { localCartMessage } from './server-message';

/**
 * What a failed cart call tells the visitor: the server's message when it sent one (in the
 * visitor's language when the page knows it, spec section 8), else the screen's own words.
 */
export function errorText(t: TFunction, error: unknown, fallback: MessageKey): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  if (!message) return t(fallback);
  const local = localCartMessage(message);
  return local ? t(local.key, local.values) : message;
}

/** The 400 of a save whose chosen address cannot receive some products: it lists them in `errorDetails`. */
export function isUndeliverable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.body?.errorDetails?.length ?? 0) > 0;
}
