import {
  messages,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
  type PasswordSessionResponse,
} from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import { codeMatches, hashCode, newCode } from './otp.js';
import { decoyHash, hashPassword, passwordMatches } from './password-hashing.js';
import type { AccountSummary, PasswordRepository, StoredResetCode } from './password-repository.js';
import type { RateLimitStore } from './rate-limits.js';
import type { SessionStore } from '../../lib/sessions.js';

/** Reset codes per e-mail in any hour, known e-mail or not (so the limit tells nothing). */
const RESETS_PER_EMAIL = 5;
const RESET_WINDOW_SECONDS = 60 * 60;
/** Failed password logins per e-mail in any 15 minutes, and per client address in any hour. */
const LOGIN_FAILURES_PER_EMAIL = 5;
const LOGIN_EMAIL_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_PER_IP = 50;
const LOGIN_IP_WINDOW_SECONDS = 60 * 60;

// None of these windows is longer than an hour: the login sweep (login.ts) prunes older events.

/** A mail to send: the service says what, the caller decides when (see password-routes.ts). */
export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  code: string;
}

export interface PasswordDeps {
  repository: PasswordRepository;
  limits: RateLimitStore;
  sessions: SessionStore;
  resetsPerIpPerHour: number;
}

const resetMail = (to: string, code: string): ResetMail => ({
  to,
  subject: 'Your Krishi password reset code',
  text:
    `${code} is your Krishi password reset code. It is valid for ${RESET_CODE_TTL_SECONDS / 60} minutes.\n` +
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  code,
});

/**
 * Password reset by a code sent to the profile's e-mail, and e-mail + password login. Known and
 * unknown e-mails get the same answers: nothing tells whether an e-mail has an account.
 */
export function passwordService({ repository, limits, sessions, resetsPerIpPerHour }: PasswordDeps) {
  async function session(account: AccountSummary, message: string, now: Date): Promise<PasswordSessionResponse> {
    const { token, expiresAt } = await sessions.create(account.userId, now);
    return {
      message,
      authToken: token,
      token,
      userId: account.userId,
      phoneNumber: account.phoneNumber,
      isRegistered: account.isRegistered,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Takes a try at email's code; the code when it matches, else refuses it. */
  async function checkCode(email: string, code: string, now: Date): Promise<StoredResetCode> {
    const stored = await repository.takeTry(email, now);
    if (stored && codeMatches(email, code, stored)) return stored;
    const voided = stored ? stored.attempts >= RESET_CODE_MAX_ATTEMPTS : await repository.isCodeVoid(email, now);
    throw voided ? new Refusal(429, 'resetCodeTooManyTries') : new Refusal(400, 'resetCodeWrongOrExpired');
  }

  return {
    /**
     * Makes a code for email's account and returns the mail that carries it, with the code's
     * stored hash (null for an unknown e-mail). A new request replaces the last code.
     */
    async requestCode(email: string, ip: string, now: Date): Promise<{ mail: ResetMail; codeHash: string } | null> {
      const byIp = await limits.take(`reset-send:ip:${ip}`, resetsPerIpPerHour, RESET_WINDOW_SECONDS, now);
      if (!byIp.ok) throw new Refusal(429, 'resetSendLimit', undefined, { retryAfterSeconds: byIp.retryAfterSeconds });
      const byEmail = await limits.take(`reset-send:email:${email}`, RESETS_PER_EMAIL, RESET_WINDOW_SECONDS, now);
      if (!byEmail.ok)
        throw new Refusal(429, 'resetSendLimit', undefined, { retryAfterSeconds: byEmail.retryAfterSeconds });

      const account = await repository.account(email);
      if (!account) return null;
      const code = newCode();
      const stored = hashCode(email, code);
      await repository.replaceCode(email, account.userId, stored, now, RESET_CODE_TTL_SECONDS);
      return { mail: resetMail(email, code), codeHash: stored.codeHash };
    },

    /** The mail of `requestCode` could not be sent: its code must not stay usable. */
    async undeliverable(email: string, codeHash: string): Promise<void> {
      await repository.discardCode(email, codeHash);
    },

    /** Spec: `data.status` Success for a right code. A right code is not used up: the reset needs it. */
    async verifyCode(email: string, code: string, now: Date): Promise<{ status: 'Success' }> {
      const checked = await checkCode(email, code, now);
      await repository.giveBackTry(email, checked.codeHash);
      return { status: 'Success' };
    },

    /** Sets the new password, uses the code up, ends every other session and starts a new one. */
    async resetPassword(email: string, code: string, password: string, now: Date): Promise<PasswordSessionResponse> {
      const checked = await checkCode(email, code, now);
      const account = await repository.resetPassword(email, checked, await hashPassword(password), now);
      // A concurrent reset with the same code used it first.
      if (!account) throw new Refusal(400, 'resetCodeWrongOrExpired');
      sessions.endedAllOf(account.userId);
      return session(account, messages.passwordResetDone, now);
    },

    /** E-mail + password login: one answer for an unknown e-mail and a wrong password. */
    async login(email: string, password: string, ip: string, now: Date): Promise<PasswordSessionResponse> {
      const byEmailKey = `password-login-failed:email:${email}`;
      const byIpKey = `password-login-failed:ip:${ip}`;
      if ((await limits.count(byIpKey, LOGIN_IP_WINDOW_SECONDS, now)) >= LOGIN_FAILURES_PER_IP) {
        throw new Refusal(429, 'emailLoginLimit', undefined, { retryAfterSeconds: LOGIN_IP_WINDOW_SECONDS });
      }
      if ((await limits.count(byEmailKey, LOGIN_EMAIL_WINDOW_SECONDS, now)) >= LOGIN_FAILURES_PER_EMAIL) {
        throw new Refusal(429, 'emailLoginLimit', undefined, { retryAfterSeconds: LOGIN_EMAIL_WINDOW_SECONDS });
      }
      const account = await repository.account(email);
      const matches = await passwordMatches(password, account?.passwordHash ?? (await decoyHash()));
      if (account?.passwordHash && matches) return session(account, messages.emailLoggedIn, now);
      await limits.record(byEmailKey, LOGIN_EMAIL_WINDOW_SECONDS, now);
      await limits.record(byIpKey, LOGIN_IP_WINDOW_SECONDS, now);
      throw new Refusal(400, 'emailLoginFailed');
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
