import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  type LanguageCode,
  type LocalizedText,
  type VerifyOtpResponse,
} from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { SessionStore } from '../../lib/sessions.js';
import { codeMatches, hashCode, newCode } from './otp.js';
import type { RateLimitStore } from './rate-limits.js';
import type { AuthRepository } from './repository.js';
import { smsText, type SmsSender } from './sms.js';

/** Sends per phone in any ten minutes, beyond the one live code at a time. */
const SENDS_PER_PHONE = 5;
const SEND_WINDOW_SECONDS = 10 * 60;
const IP_SEND_WINDOW_SECONDS = 60 * 60;
/**
 * Wrong tries one client address may make at one phone's live codes in any hour: five codes'
 * worth. A phone-wide count would let anyone who asks for the phone's codes lock its owner out.
 */
const FAILURES_PER_PHONE_AND_IP = 25;
const VERIFY_WINDOW_SECONDS = 60 * 60;

const resendWait = (seconds: number) => new Refusal(429, 'otpResendWait', { seconds }, { retryAfterSeconds: seconds });

export interface LoginDeps {
  repository: AuthRepository;
  limits: RateLimitStore;
  sms: SmsSender;
  /** The login code's text per language, `{code}` where the code goes. */
  smsTemplates: LocalizedText;
  sessions: SessionStore;
  sendsPerIpPerHour: number;
  /** Wrong tries at live codes one client address may make per hour, whatever the phones. */
  failuresPerIpPerHour: number;
  /** Remembers who referred a phone seen for the first time (the referrals feature, composed in app.ts). */
  referrals?: { enrolNew(userId: number, code: string, now: Date): Promise<void> };
}

/**
 * Phone + one-time code login. Every phone is treated alike, known or not: it gets a code and
 * the same answers, and becomes a user only once it proves it receives the codes.
 */
export function loginService({
  repository,
  limits,
  sms,
  smsTemplates,
  sessions,
  sendsPerIpPerHour,
  failuresPerIpPerHour,
  referrals,
}: LoginDeps) {
  return {
    /** Texts a new code to the phone, in the visitor's language where a template for it is configured. */
    async sendCode(
      phoneNumber: string,
      ip: string,
      now: Date,
      language: LanguageCode,
    ): Promise<{ expiresInSeconds: number }> {
      const sentAt = await repository.liveCodeSentAt(phoneNumber, now);
      if (sentAt) {
        const wait = waitSeconds(sentAt, now);
        throw resendWait(wait);
      }

      const byIp = await limits.take(`otp-send:ip:${ip}`, sendsPerIpPerHour, IP_SEND_WINDOW_SECONDS, now);
      if (!byIp.ok) throw new Refusal(429, 'otpSendLimit', undefined, { retryAfterSeconds: byIp.retryAfterSeconds });
      const phoneKey = `otp-send:phone:${phoneNumber}`;
      const byPhone = await limits.take(phoneKey, SENDS_PER_PHONE, SEND_WINDOW_SECONDS, now);
      if (!byPhone.ok)
        throw new Refusal(429, 'otpSendLimit', undefined, { retryAfterSeconds: byPhone.retryAfterSeconds });

      const code = newCode();
      const stored = hashCode(phoneNumber, code);
      if (!(await repository.replaceCode(phoneNumber, stored, now, OTP_TTL_SECONDS))) {
        // Another request sent a code between the check above and now.
        throw resendWait(OTP_TTL_SECONDS);
      }
      try {
        const text = smsText(smsTemplates, language, code);
        await sms.send({ to: phoneNumber, text, code, language }, now);
      } catch {
        // No code reached the phone: none is live to wait for, and the phone's allowance is
        // untouched. The address's allowance keeps the try, so a failing provider cannot be
        // driven without limit.
        await repository.discardCode(phoneNumber, stored.codeHash);
        await limits.release(phoneKey, now);
        throw new Refusal(502, 'otpSendFailed');
      }
      return { expiresInSeconds: OTP_TTL_SECONDS };
    },

    /** A `referralCode` counts only when this login makes the phone a user: an existing account is never referred. */
    async verifyCode(
      phoneNumber: string,
      code: string,
      ip: string,
      now: Date,
      referralCode?: string,
    ): Promise<VerifyOtpResponse> {
      // Failures are counted by who makes them: one address's guesses stop that address, never
      // the phone's owner elsewhere.
      const failureLimits = [
        { key: `otp-verify-failed:ip:${ip}`, limit: failuresPerIpPerHour },
        { key: `otp-verify-failed:phone:${phoneNumber}:ip:${ip}`, limit: FAILURES_PER_PHONE_AND_IP },
      ];
      for (const { key, limit } of failureLimits) {
        if ((await limits.count(key, VERIFY_WINDOW_SECONDS, now)) >= limit) {
          throw new Refusal(429, 'verifyLimit', undefined, { retryAfterSeconds: VERIFY_WINDOW_SECONDS });
        }
      }
      const stored = await repository.takeTry(phoneNumber, now);
      if (!stored) {
        // No live code, nothing to guess: the try costs nobody anything.
        throw (await repository.isCodeVoid(phoneNumber, now))
          ? new Refusal(429, 'otpTooManyTries')
          : new Refusal(400, 'otpWrongOrExpired');
      }
      if (codeMatches(phoneNumber, code, stored) && (await repository.consumeCode(phoneNumber, stored.codeHash))) {
        const user = await repository.findOrCreateUser(phoneNumber);
        if (user.created && referralCode && referrals) await referrals.enrolNew(user.id, referralCode, now);
        const session = await sessions.create(user.id, now);
        return {
          authToken: session.token,
          userId: user.id,
          phoneNumber,
          isRegistered: user.isRegistered,
          expiresAt: session.expiresAt.toISOString(),
        };
      }
      for (const { key } of failureLimits) await limits.record(key, VERIFY_WINDOW_SECONDS, now);
      throw stored.attempts >= OTP_MAX_ATTEMPTS
        ? new Refusal(429, 'otpTooManyTries')
        : new Refusal(400, 'otpWrongOrExpired');
    },
  };
}

export type LoginService = ReturnType<typeof loginService>;

/** The stores whose expired rows the login sweeper deletes. */
export type LoginStores = Pick<LoginDeps, 'repository' | 'limits' | 'sessions'>;

/** The longest window any login limit looks back over. */
const LONGEST_WINDOW_SECONDS = Math.max(SEND_WINDOW_SECONDS, IP_SEND_WINDOW_SECONDS, VERIFY_WINDOW_SECONDS);

/** Deletes what can no longer count: expired codes and sessions, events older than every window. */
export async function sweepExpired({ repository, limits, sessions }: LoginStores, now: Date): Promise<void> {
  await repository.pruneExpiredCodes(now);
  await sessions.pruneExpired(now);
  await limits.prune(new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000));
}

function waitSeconds(sentAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((sentAt.getTime() + OTP_TTL_SECONDS * 1000 - now.getTime()) / 1000));
}
