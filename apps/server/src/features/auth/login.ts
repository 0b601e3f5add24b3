import { messages, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type VerifyOtpResponse } from '@krishi/contract';
import type { SessionStore } from './sessions.js';
import { codeMatches, hashCode, newCode } from './otp.js';
import type { RateLimitStore } from './rate-limits.js';
import type { AuthRepository } from './repository.js';
import type { SmsSender } from './sms.js';

/** Sends per phone in any ten minutes, beyond the one live code at a time. */
const SENDS_PER_PHONE = 5;
const SEND_WINDOW_SECONDS = 10 * 60;
const IP_SEND_WINDOW_SECONDS = 60 * 60;
/** Failed verifications per phone in any hour, whatever the codes. */
const FAILED_VERIFICATIONS_PER_PHONE = 100;
const VERIFY_WINDOW_SECONDS = 60 * 60;

/** Why a login step was refused: the status and message to answer with. */
export interface LoginRefusal {
  status: 400 | 429;
  message: string;
  retryAfterSeconds?: number;
}

type LoginResult<T> = { ok: true; value: T } | { ok: false; refusal: LoginRefusal };

const refuse = (
  status: 400 | 429,
  message: string,
  retryAfterSeconds?: number,
): { ok: false; refusal: LoginRefusal } => ({
  ok: false,
  refusal: { status, message, retryAfterSeconds },
});

export interface LoginDeps {
  repository: AuthRepository;
  limits: RateLimitStore;
  sms: SmsSender;
  sessions: SessionStore;
  sendsPerIpPerHour: number;
}

const smsText = (code: string) =>
  `${code} is your Krishi login code. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;

/**
 * Phone + one-time code login. Every phone is treated alike, known or not: it gets a code and
 * the same answers, and becomes a user only once it proves it receives the codes.
 */
export function loginService({ repository, limits, sms, sessions, sendsPerIpPerHour }: LoginDeps) {
  return {
    async sendCode(phoneNumber: string, ip: string, now: Date): Promise<LoginResult<{ expiresInSeconds: number }>> {
      const sentAt = await repository.liveCodeSentAt(phoneNumber, now);
      if (sentAt) {
        const wait = waitSeconds(sentAt, now);
        return refuse(429, messages.otpResendWait(wait), wait);
      }

      const byIp = await limits.take(`otp-send:ip:${ip}`, sendsPerIpPerHour, IP_SEND_WINDOW_SECONDS, now);
      if (!byIp.ok) return refuse(429, messages.otpSendLimit, byIp.retryAfterSeconds);
      const byPhone = await limits.take(`otp-send:phone:${phoneNumber}`, SENDS_PER_PHONE, SEND_WINDOW_SECONDS, now);
      if (!byPhone.ok) return refuse(429, messages.otpSendLimit, byPhone.retryAfterSeconds);

      const code = newCode();
      const stored = hashCode(phoneNumber, code);
      if (!(await repository.replaceCode(phoneNumber, stored, now, OTP_TTL_SECONDS))) {
        // Another request sent a code between the check above and now.
        return refuse(429, messages.otpResendWait(OTP_TTL_SECONDS), OTP_TTL_SECONDS);
      }
      try {
        await sms.send({ to: phoneNumber, text: smsText(code), code }, now);
      } catch (error) {
        await repository.discardCode(phoneNumber, stored.codeHash);
        throw error;
      }
      return { ok: true, value: { expiresInSeconds: OTP_TTL_SECONDS } };
    },

    async verifyCode(phoneNumber: string, code: string, now: Date): Promise<LoginResult<VerifyOtpResponse>> {
      const failuresKey = `otp-verify-failed:phone:${phoneNumber}`;
      if ((await limits.count(failuresKey, VERIFY_WINDOW_SECONDS, now)) >= FAILED_VERIFICATIONS_PER_PHONE) {
        return refuse(429, messages.verifyLimit, VERIFY_WINDOW_SECONDS);
      }
      const stored = await repository.takeTry(phoneNumber, now);
      if (
        stored &&
        codeMatches(phoneNumber, code, stored) &&
        (await repository.consumeCode(phoneNumber, stored.codeHash))
      ) {
        const user = await repository.findOrCreateUser(phoneNumber);
        const session = await sessions.create(user.id, now);
        return {
          ok: true,
          value: {
            authToken: session.token,
            userId: user.id,
            phoneNumber,
            isRegistered: user.isRegistered,
            expiresAt: session.expiresAt.toISOString(),
          },
        };
      }
      await limits.record(failuresKey, VERIFY_WINDOW_SECONDS, now);
      const voided = stored ? stored.attempts >= OTP_MAX_ATTEMPTS : await repository.isCodeVoid(phoneNumber, now);
      return voided ? refuse(429, messages.otpTooManyTries) : refuse(400, messages.otpWrongOrExpired);
    },
  };
}

/** The longest window any login limit looks back over. */
const LONGEST_WINDOW_SECONDS = Math.max(SEND_WINDOW_SECONDS, IP_SEND_WINDOW_SECONDS, VERIFY_WINDOW_SECONDS);

/** Deletes what can no longer count: expired codes and sessions, events older than every window. */
export async function sweepExpired(
  { repository, limits, sessions }: Pick<LoginDeps, 'repository' | 'limits' | 'sessions'>,
  now: Date,
): Promise<void> {
  await repository.pruneExpiredCodes(now);
  await sessions.pruneExpired(now);
  await limits.prune(new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000));
}

function waitSeconds(sentAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((sentAt.getTime() + OTP_TTL_SECONDS * 1000 - now.getTime()) / 1000));
}
