import { isPlainErrorCode, type enAdmin, type enErrors, type PlainErrorCode } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

/** What the back office's form checks say: its own lines and the refusal lines. */
type FormErrorKey = KeyOf<typeof enAdmin | typeof enErrors>;

/**
 * The rules the back office words its own way: money in the rupees the operator types (the API
 * speaks paise), a choice to make rather than an id, one line for a pincode or a phone however it
 * fails. Every other rule says its code's line, `error.<code>`.
 */
const OWN_WORDS: Partial<Record<PlainErrorCode, FormErrorKey>> = {
  adminPriceInvalid: 'admin.error.priceInvalid',
  adminInventoryInvalid: 'admin.error.inventoryInvalid',
  adminFlatDiscountInvalid: 'admin.error.flatDiscountInvalid',
  adminMinOrderInvalid: 'admin.error.minOrderInvalid',
  adminLinkInvalid: 'admin.error.linkInvalid',
  invalidId: 'admin.error.choose',
  tooLong: 'admin.error.tooLong',
  pinCodeRequired: 'error.pinCodeInvalid',
  loginPhoneInvalid: 'error.phoneInvalid',
};

/** The key for a schema rule's code; a rule without a code (a wrong type) reads as "check this value". */
export function formErrorKey(message: string | undefined): FormErrorKey | null {
  if (!message) return null;
  if (!isPlainErrorCode(message)) return 'admin.error.invalid';
  return OWN_WORDS[message] ?? `error.${message}`;
}
