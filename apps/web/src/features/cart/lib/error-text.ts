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

/**
 * The pincode a save was refused for: the 400 of a cart whose chosen address cannot receive some
 * products lists them in `errorDetails` and names the address's pincode. Null for any other failure.
 */
export function undeliverablePinCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.errorDetails?.length) return null;
  const { pinCode } = error.body as { pinCode?: unknown };
  return typeof pinCode === 'string' && pinCode !== '' ? pinCode : null;
}
