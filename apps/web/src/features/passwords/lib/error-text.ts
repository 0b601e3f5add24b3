import { enPasswords, passwordMessageKeys } from '@krishi/contract';
import { keyIn, type StringsT } from '../../../lib/strings';

/** A form message (English, from the contract schema) in the page's language. */
export function fieldErrorText(t: StringsT<typeof enPasswords>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = passwordMessageKeys[message];
  return key && keyIn(enPasswords, key) ? t(key) : message;
}
