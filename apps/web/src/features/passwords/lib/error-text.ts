import type { TFunction } from 'i18next';
import { passwordMessageKeys } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';

/** A form message (English, from the contract schema) in the page's language. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = passwordMessageKeys[message];
  return key ? t(key) : message;
}

/** Spec section 8: the server's message under 'Something went wrong, please try again', when it sent one. */
export function serverMessage(t: TFunction, error: Error): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const key = passwordMessageKeys[error.body.message];
  return key ? t(key) : error.body.message;
}
