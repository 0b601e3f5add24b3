import { z } from 'zod';
import { verifyOtpResponse } from './auth.js';
import { issueCode } from './error-codes.js';

/** Spec section 9: reset code 6 digits; it lives 10 minutes and allows 5 tries (issue 5). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 10 * 60;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Spec section 9: password minimum 8. The maximum bounds the work of hashing one. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Spec section 5: the special characters a password must contain one of. */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>+-_';
const EMAIL_MAX = 254;

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`);

/** Spec section 5 (Forgot password): required, valid; kept lower-case so one address is one account. */
export const emailAddress = z
  .string({ error: issueCode('emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, { error: issueCode('emailRequired'), abort: true })
  .max(EMAIL_MAX, { error: issueCode('emailNotValid'), abort: true })
  .regex(z.regexes.email, issueCode('emailNotValid'));

/** Spec section 5 (Reset code): required, exactly 6 digits. */
export const resetCode = z
  .string({ error: issueCode('resetCodeRequired') })
  .trim()
  .min(1, { error: issueCode('resetCodeRequired'), abort: true })
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), issueCode('resetCodeInvalid'));

/** The rules of spec section 5 (Reset password), one message per rule, each checked on its own. */
export const PASSWORD_RULES = [
  { message: issueCode('passwordTooShort'), test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { message: issueCode('passwordNeedsLetter'), test: (p: string) => /[A-Za-z]/.test(p) },
  { message: issueCode('passwordNeedsNumber'), test: (p: string) => /\d/.test(p) },
  { message: issueCode('passwordNeedsSpecial'), test: (p: string) => SPECIAL.test(p) },
] as const;

/** A new password: every rule of spec section 5. Not trimmed: every character is the user's. */
export const newPassword = z
  .string({ error: issueCode('passwordRequired') })
  .min(1, { error: issueCode('passwordRequired'), abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: issueCode('passwordTooLong'), abort: true })
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** `POST /auth/forgotPassword`. */
export const forgotPasswordBody = z.object({ email: emailAddress });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The same answer whether or not the e-mail belongs to an account. */
export const forgotPasswordResponse = z.object({
  message: z.string(),
  data: z.object({ expiresInSeconds: z.number().int() }),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** The reset code screen's form and the new password screen's form (spec section 5). */
export const resetCodeForm = z.object({ resetCode });
export type ResetCodeForm = z.infer<typeof resetCodeForm>;
export const newPasswordForm = z.object({ newPassword });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** `POST /auth/verifyResetCode`: the spec sends the code; the e-mail says whose code it is. */
export const verifyResetCodeBody = z.object({ email: emailAddress, resetCode });
export type VerifyResetCodeBody = z.infer<typeof verifyResetCodeBody>;

/** Spec section 7: success when `data.status` is Success. */
export const verifyResetCodeResponse = z.object({ data: z.object({ status: z.literal('Success') }) });
export type VerifyResetCodeResponse = z.infer<typeof verifyResetCodeResponse>;

/** `PUT /auth/resetPassword`: the code again, since checking it did not use it up. */
export const resetPasswordBody = z.object({ email: emailAddress, resetCode, newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** `POST /auth/login`: any password is tried; the rules are for new ones. */
export const emailLoginBody = z.object({
  email: emailAddress,
  password: z
    .string({ error: issueCode('passwordRequired') })
    .min(1, { error: issueCode('passwordRequired'), abort: true })
    .max(PASSWORD_MAX_LENGTH, issueCode('passwordTooLong')),
});
export type EmailLoginBody = z.infer<typeof emailLoginBody>;

/**
 * `PUT /auth/resetPassword` and `POST /auth/login`: a session, as the OTP verify answers one,
 * plus `token` (the spec's name for the same bearer token) and a message.
 */
export const passwordSessionResponse = verifyOtpResponse.extend({
  message: z.string(),
  token: z.string(),
});
export type PasswordSessionResponse = z.infer<typeof passwordSessionResponse>;
