import { z } from 'zod';
import { NAME_MAX_LENGTH } from './limits.js';
import { issueCode } from './error-codes.js';

export const DEFAULT_COUNTRY = 'INDIA';
export const GENDERS = ['MALE', 'FEMALE'] as const;
/** Spec section 6: the user types registration offers. */
export const USER_TYPES = ['FARMER', 'TRADER', 'BUSINESS', 'OTHERS'] as const;
export type Gender = (typeof GENDERS)[number];
export type UserType = (typeof USER_TYPES)[number];

const PLACE_MAX = 100;
const ADDRESS_MAX = 200;
const EMAIL_MAX = 254;

const requiredName = (required: string, tooShort: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    // An empty name is only "required", not also "too short".
    .min(1, { error: required, abort: true })
    .min(2, tooShort)
    .max(NAME_MAX_LENGTH, tooLong);

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, { error: required });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issueCode('tooLong'))
    .optional()
    .transform((v) => v || undefined);

/**
 * The profile's optional e-mail (issue 5): where password reset codes go, and the name of an
 * e-mail + password login. Empty means none; kept lower-case so one address is one account.
 */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, issueCode('emailNotValid'))
  .refine((v) => v === '' || z.regexes.email.test(v), issueCode('emailNotValid'))
  .optional()
  .transform((v) => v || undefined);

/** Registration phone (spec section 5): required, 10 digits starting 6-9, at most 10. */
export const indianMobile = z
  .string({ error: issueCode('phoneRequired') })
  .trim()
  .min(1, { error: issueCode('phoneRequired'), abort: true })
  .max(10, { error: issueCode('phoneTooLong'), abort: true })
  .regex(/^[6-9]\d{9}$/, issueCode('phoneInvalid'));

export const profileAddress = z.object(
  {
    state: z
      .string({ error: issueCode('stateRequired') })
      .trim()
      .min(1, issueCode('stateRequired'))
      .max(PLACE_MAX, issueCode('tooLong')),
    district: z
      .string({ error: issueCode('districtRequired') })
      .trim()
      .min(1, issueCode('districtRequired'))
      .max(PLACE_MAX, issueCode('tooLong')),
    taluk: optionalText(PLACE_MAX),
    addressLine1: optionalText(ADDRESS_MAX),
    pinCode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, issueCode('pinCodeInvalid'))
      .optional()
      .transform((v) => v || undefined),
    country: z
      .string()
      .trim()
      .max(PLACE_MAX, issueCode('tooLong'))
      .optional()
      .transform((v) => v || DEFAULT_COUNTRY),
  },
  // A form without any address lacks, first of all, its state.
  { error: issueCode('stateRequired') },
);

/**
 * The registration / profile form (spec section 5), shared by the form and `POST /api/save`'s
 * userDtoJsonString. Fields the server owns (userId, image) are not taken from the page.
 */
export const profileInput = z.object({
  firstName: requiredName(
    issueCode('firstNameRequired'),
    issueCode('firstNameTooShort'),
    issueCode('firstNameTooLong'),
  ),
  lastName: requiredName(issueCode('lastNameRequired'), issueCode('lastNameTooShort'), issueCode('lastNameTooLong')),
  gender: requiredChoice(GENDERS, issueCode('genderRequired')),
  userType: requiredChoice(USER_TYPES, issueCode('userTypeRequired')),
  phoneNumber: indianMobile,
  email: optionalEmail,
  addressEntity: profileAddress,
});
export type ProfileInput = z.input<typeof profileInput>;
export type Profile = z.output<typeof profileInput>;

export const userProfile = z.object({
  userId: z.number().int(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  userType: z.enum(USER_TYPES).nullable(),
  /** Served path of the profile picture, or null. */
  imageUrl: z.string().nullable(),
  /** Where password reset codes go; null when the user gave none. */
  email: z.string().nullable(),
  addressEntity: z
    .object({
      state: z.string().nullable(),
      district: z.string().nullable(),
      taluk: z.string().nullable(),
      addressLine1: z.string().nullable(),
      pinCode: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  /** True once the registration form was saved. */
  isRegistered: z.boolean(),
  /** True for an operator of the back office (/admin): the menu links to it. */
  isAdmin: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** `GET /api/userDetails/{phone}` and `POST /api/save`. */
export const userProfileResponse = z.object({ message: z.string().optional(), data: userProfile });
export type UserProfileResponse = z.infer<typeof userProfileResponse>;

/** `POST /api/save` multipart field names. */
export const PROFILE_FORM_FIELD = 'userDtoJsonString';
export const PROFILE_IMAGE_FIELD = 'image';
/** Largest profile picture accepted, in bytes. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
