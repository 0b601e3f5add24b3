import { z } from 'zod';
import { issueCode } from './error-codes.js';
import { referralCode } from './referrals.js';

/** Spec section 9: OTP length 6; the code lives and the resend countdown runs for 300 s. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
/** Wrong tries before a code is void. */
export const OTP_MAX_ATTEMPTS = 5;
/** Absolute lifetime of a session token. */
export const SESSION_TTL_DAYS = 30;

/**
 * The login screen's phone: exactly 10 digits (spec section 5), and an Indian mobile number (6-9
 * first), since registration requires one and a phone that could log in but never register is a trap.
 */
export const loginPhone = z
  .string()
  .trim()
  .regex(/^\d{10}$/, issueCode('loginPhoneInvalid'))
  .regex(/^[6-9]/, issueCode('phoneInvalid'));

export const phoneParams = z.object({ phoneNumber: loginPhone });

export const otpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, issueCode('otpInvalidFormat'));

/** `POST /unauth/{phoneNumber}`: the same answer whether or not the phone is known. */
export const otpSentResponse = z.object({
  message: z.string(),
  data: z.object({
    /** Seconds the code stays valid and the resend button stays disabled. */
    expiresInSeconds: z.number().int(),
  }),
});
export type OtpSentResponse = z.infer<typeof otpSentResponse>;

/**
 * `POST /unauth/verify-user/{otp}?phoneNumber=` as the spec calls it, or
 * `POST /unauth/verify-user` with this body, which keeps the code out of URLs and logs.
 */
export const verifyOtpBody = z.object({
  phoneNumber: loginPhone,
  otp: otpCode,
  /** The code of the referral link the visitor came through; it counts only for a phone seen for the first time. */
  referralCode: referralCode.optional(),
});
export const verifyOtpPathParams = z.object({ otp: otpCode });
export const verifyOtpQuery = z.object({ phoneNumber: loginPhone });

export const verifyOtpResponse = z.object({
  /** Opaque bearer token; only its hash is stored on the server. */
  authToken: z.string(),
  userId: z.number().int(),
  phoneNumber: z.string(),
  /** False for a phone seen for the first time: the page offers registration. */
  isRegistered: z.boolean(),
  /** ISO time the session ends, whatever happens. */
  expiresAt: z.string(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** `GET /unauth/user/{phone}`: never a password (ARCHITECTURE.md); only the caller's own account. */
export const accountLookupResponse = z.object({
  data: z.object({ userId: z.number().int(), phoneNumber: z.string(), isRegistered: z.boolean() }),
});
export type AccountLookupResponse = z.infer<typeof accountLookupResponse>;

/** `POST /unauth/logout`: revokes the bearer token server-side. */
export const logoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
