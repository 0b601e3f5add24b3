import { z } from 'zod';
import { id } from './catalogue.js';
import type { LanguageCode } from './i18n.js';
import { issueCode } from './error-codes.js';
import { districtNameIn, stateNameIn } from './place-names.js';
import { DEFAULT_COUNTRY } from './profile.js';

const NAME_MAX = 100;
const PLACE_MAX = 100;
const ADDRESS_MAX = 200;
const EMAIL_MAX = 254;

/**
 * `?userId=` on the cart, address and order lists, kept so the spec's clients work. The user
 * is always the token's: another user's id is a 403, and no id means the token's user.
 */
export const userIdQuery = z.object({ userId: id.optional() });
/** `GET /coupons/user/{userId}`. */
export const userIdParams = z.object({ userId: id });

/** A required Indian pincode (spec section 5). */
export const pinCode = z
  .string({ error: issueCode('pinCodeRequired') })
  .trim()
  .min(1, { error: issueCode('pinCodeRequired'), abort: true })
  .regex(/^\d{6}$/, issueCode('pinCodeInvalid'));

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, issueCode('tooLong'));

/**
 * The address form of spec section 5, shared by the side form and `POST /api/userAddress`.
 * With an `id` it edits that address (the token's user's only); `userId` and anything else the
 * page sends is stripped.
 */
export const addressInput = z.object({
  id: id.optional(),
  name: required(issueCode('nameRequired'), NAME_MAX),
  addressLine1: required(issueCode('addressLineRequired'), ADDRESS_MAX),
  village: z
    .string()
    .trim()
    .max(PLACE_MAX, issueCode('tooLong'))
    .optional()
    .transform((v) => v || undefined),
  taluk: required(issueCode('talukRequired'), PLACE_MAX),
  district: required(issueCode('districtRequired'), PLACE_MAX),
  state: required(issueCode('stateRequired'), PLACE_MAX),
  /** We ship within India only. */
  country: required(issueCode('countryRequired'), PLACE_MAX)
    .toUpperCase()
    .refine((c) => c === DEFAULT_COUNTRY, issueCode('countryUnsupported')),
  pinCode,
  phoneNumber: z
    .string({ error: issueCode('phoneRequired') })
    .trim()
    .min(1, { error: issueCode('phoneRequired'), abort: true })
    .regex(/^[6-9]\d{9}$/, issueCode('addressPhoneInvalid')),
  /** Optional; an empty box is no e-mail, not a wrong one. */
  email: z
    .union([z.literal(''), z.email({ error: issueCode('emailInvalid') }).max(EMAIL_MAX, issueCode('emailInvalid'))])
    .optional()
    .transform((v) => v || undefined),
});
export type AddressInput = z.input<typeof addressInput>;
export type AddressFields = z.output<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  addressLine1: z.string(),
  village: z.string().nullable(),
  taluk: z.string(),
  district: z.string(),
  state: z.string(),
  pinCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** The address on one line, as orders and the checkout show it. */
  completeAddress: z.string(),
});
export type Address = z.infer<typeof address>;

/** `GET /api/userAddress`: the token's user's addresses, newest first. */
export const addressesResponse = z.object({ data: z.array(address) });
export type AddressesResponse = z.infer<typeof addressesResponse>;
/** `POST /api/userAddress`: the saved address. */
export const addressResponse = z.object({ message: z.string().optional(), data: address });
export type AddressResponse = z.infer<typeof addressResponse>;

type AddressParts = Pick<Address, 'addressLine1' | 'taluk' | 'district' | 'state' | 'pinCode'> & {
  village?: string | null | undefined;
};

/** "line, village, taluk, district, state - pincode", skipping empty parts and a repeated place. */
export function completeAddress(parts: AddressParts): string {
  const places = [parts.addressLine1, parts.village, parts.taluk, parts.district, parts.state]
    .map((part) => part?.trim() ?? '')
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index);
  return `${places.join(', ')} - ${parts.pinCode}`;
}

/**
 * The address on one line as a reader of `language` sees it: Kannada pages name the state and
 * district in Kannada, and a taluk or village named like its district with the same name, so it
 * is still said once.
 */
export function completeAddressIn(address: AddressParts & Pick<Address, 'completeAddress'>, language: LanguageCode) {
  if (language === 'en') return address.completeAddress;
  const district = districtNameIn(address.district, address.state, language);
  const same = (part: string | null | undefined) =>
    part?.trim().toLowerCase() === address.district.trim().toLowerCase() ? district : part;
  return completeAddress({
    ...address,
    village: same(address.village),
    taluk: same(address.taluk) ?? address.taluk,
    district,
    state: stateNameIn(address.state, language),
  });
}
