import type { TFunction } from 'i18next';
import { passwordMessageKeys } from '@krishi/contract';

/** A form message (English, from the contract schema) in the page's language. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = passwordMessageKeys[message];
  return key ? t(key) : message;
}
