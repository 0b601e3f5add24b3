import { messages, type enAdmin } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

type AdminKey = KeyOf<typeof enAdmin>;

/**
 * The contract schemas' messages (English, some about paise) and the keys that say them in the
 * page's language, in the rupees the operator types.
 */
const KEYS: Record<string, AdminKey> = {
  [messages.adminEnglishRequired]: 'admin.error.englishRequired',
  [messages.adminPriceInvalid]: 'admin.error.priceInvalid',
  [messages.adminSalePriceAbovePrice]: 'admin.error.salePriceAbovePrice',
  [messages.adminInventoryInvalid]: 'admin.error.inventoryInvalid',
  [messages.adminMeasureInvalid]: 'admin.error.measureInvalid',
  [messages.adminBusinessNameRequired]: 'admin.error.businessNameRequired',
  [messages.adminServedStatesRequired]: 'admin.error.servedStatesRequired',
  [messages.adminCouponKindRequired]: 'admin.error.couponKindRequired',
  [messages.adminDiscountInvalid]: 'admin.error.discountInvalid',
  [messages.adminPercentageInvalid]: 'admin.error.percentageInvalid',
  [messages.adminFlatDiscountInvalid]: 'admin.error.flatDiscountInvalid',
  [messages.adminMinOrderInvalid]: 'admin.error.minOrderInvalid',
  [messages.adminExpiryInvalid]: 'admin.error.expiryInvalid',
  [messages.adminLinkInvalid]: 'admin.error.linkInvalid',
  [messages.couponCodeInvalid]: 'admin.error.couponCodeInvalid',
  [messages.invalidId]: 'admin.error.choose',
  [messages.pinCodeRequired]: 'admin.error.pinCodeInvalid',
  [messages.pinCodeInvalid]: 'admin.error.pinCodeInvalid',
  [messages.loginPhoneInvalid]: 'admin.error.phoneInvalid',
  [messages.phoneInvalid]: 'admin.error.phoneInvalid',
  [messages.tooLong]: 'admin.error.tooLong',
};

/** The key for a validation message; any other rule reads as "check this value". */
export function formErrorKey(message: string | undefined): AdminKey | null {
  if (!message) return null;
  return KEYS[message] ?? 'admin.error.invalid';
}
