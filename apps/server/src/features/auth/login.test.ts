import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  logoutResponse,
  messages,
  OTP_TTL_SECONDS,
  otpSentResponse,
  SESSION_TTL_DAYS,
  verifyOtpResponse,
} from '@krishi/contract';
import { eq } from 'drizzle-orm';
import { otpCodes, rateLimitHits, sessions, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, lastCode, logIn, newAddress, smsOutbox } from '../../test/login.js';
import { sweepExpired } from './login.js';
import { databaseRateLimits } from './rate-limits.js';
import { authRepository } from './repository.js';

const SENDS_PER_IP = 4;
/** Above the 25 failures one address may spend on one phone, so each limit can be seen alone. */
const FAILURES_PER_IP = 40;
let t: TestApp;
/** A phone no other test uses. */
let nextPhone = 9_000_000_000;
const newPhone = () => String(nextPhone++);

beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    env: { OTP_SENDS_PER_IP_PER_HOUR: String(SENDS_PER_IP), OTP_FAILURES_PER_IP_PER_HOUR: String(FAILURES_PER_IP) },
  });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (Date only: the database driver's timers keep running). */
function setClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

const send = (phoneNumber: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: `/unauth/${phoneNumber}`, remoteAddress });
const verify = (phoneNumber: string, otp: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/unauth/verify-user', payload: { phoneNumber, otp }, remoteAddress });
const verifyInPath = (phoneNumber: string, otp: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: `/unauth/verify-user/${otp}?phoneNumber=${phoneNumber}`, remoteAddress });
/** A code that is not the phone's: the real one shifted by one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const profileOf = (token: string, phoneNumber: string) =>
  t.app.inject({ url: `/api/userDetails/${phoneNumber}`, headers: bearer(token) });

describe('sending a login code', () => {
  it('answers OTP Sent! with the 300-second validity', async () => {
    const response = await send(newPhone());
    expect(response.statusCode).toBe(200);
    expect(otpSentResponse.parse(response.json())).toEqual({
      message: messages.otpSent,
      data: { expiresInSeconds: OTP_TTL_SECONDS },
    });
  });

  it('writes a 6-digit code to the SMS outbox, in the text too', async () => {
    const phone = newPhone();
    await send(phone);
    const sms = (await smsOutbox(t)).filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.code).toMatch(/^\d{6}$/);
    expect(sms[0]!.text).toContain(sms[0]!.code);
    expect(new Date(sms[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['98765', '98765432101', '98765abcde'])('refuses the phone %s with the login message', async (phone) => {
    const response = await send(phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.loginPhoneInvalid);
  });

  it('refuses a 10-digit number that is not an Indian mobile, which could never register', async () => {
    const response = await send('5876543210');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.phoneInvalid);
    expect((await smsOutbox(t)).some((m) => m.to === '5876543210')).toBe(false);
  });

  it('asks to wait while the last code is still valid', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-01T10:00:00Z'));
    await send(phone);
    setClock(new Date('2026-03-01T10:01:40Z'));
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: messages.otpResendWait(200) });
    expect(again.headers['retry-after']).toBe('200');
  });

  it('sends a new code once the last one expired, and only the new one logs in', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-02T10:00:00Z'));
    await send(phone);
    const first = await lastCode(t, phone);
    setClock(later(OTP_TTL_SECONDS + 1));
    expect((await send(phone)).statusCode).toBe(200);
    const second = await lastCode(t, phone);
    expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes to a phone in 10 minutes', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-03T10:00:00Z'));
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      expect((await verify(phone, await lastCode(t, phone))).statusCode).toBe(200);
      setClock(later(30));
    }
    const sixth = await send(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: messages.otpSendLimit });
  });

  it('sends again once the oldest of those 5 codes is 10 minutes old', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-04T10:00:00Z'));
    for (let i = 0; i < 5; i++) {
      await send(phone);
      await verify(phone, await lastCode(t, phone));
      setClock(later(30));
    }
    expect((await send(phone)).statusCode).toBe(429);
    setClock(new Date('2026-03-04T10:10:01Z'));
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits the codes one client address asks for, whatever the phones', async () => {
    const address = newAddress();
    for (let i = 0; i < SENDS_PER_IP; i++) expect((await send(newPhone(), address)).statusCode).toBe(200);
    const over = await send(newPhone(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: messages.otpSendLimit });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(newPhone(), newAddress())).statusCode).toBe(200);
  });

  it('counts a client by its own address, not by an X-Forwarded-For header it made up', async () => {
    const address = newAddress();
    const sendSpoofed = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/unauth/${newPhone()}`,
        remoteAddress: address,
        headers: { 'x-forwarded-for': i % 2 ? '127.0.0.1' : `198.51.100.${i}` },
      });
    for (let i = 0; i < SENDS_PER_IP; i++) expect((await sendSpoofed(i)).statusCode).toBe(200);
    expect((await sendSpoofed(SENDS_PER_IP)).statusCode).toBe(429);
  });
});

describe('verifying a login code', () => {
  it('logs a new phone in as an unregistered user with a 30-day session', async () => {
    const phone = newPhone();
    await send(phone);
    const response = await verify(phone, await lastCode(t, phone));
    expect(response.statusCode).toBe(200);
    const body = verifyOtpResponse.parse(response.json());
    expect(body).toMatchObject({ phoneNumber: phone, isRegistered: false });
    expect(Buffer.from(body.authToken, 'base64url')).toHaveLength(32);
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(SESSION_TTL_DAYS, 1);
    expect((await profileOf(body.authToken, phone)).statusCode).toBe(200);
  });

  it('takes the code in the path, as the spec calls it', async () => {
    const phone = newPhone();
    await send(phone);
    const response = await verifyInPath(phone, await lastCode(t, phone));
    expect(response.statusCode).toBe(200);
    expect(verifyOtpResponse.parse(response.json()).phoneNumber).toBe(phone);
  });

  it('says a registered phone is registered', async () => {
    const phone = newPhone();
    await t.database.db.insert(users).values({ phoneNumber: phone, firstName: 'Asha', registeredAt: new Date() });
    const body = await logIn(t, phone);
    expect(body.isRegistered).toBe(true);
  });

  it('gives a new token at every login, for the same user', async () => {
    const phone = newPhone();
    const first = await logIn(t, phone);
    setClock(later(OTP_TTL_SECONDS + 1));
    const second = await logIn(t, phone);
    expect(second.userId).toBe(first.userId);
    expect(second.authToken).not.toBe(first.authToken);
  });

  it('refuses a code used once already', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const replay = await verify(phone, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: messages.otpWrongOrExpired });
  });

  it('refuses a code after its 300 seconds', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-05T10:00:00Z'));
    await send(phone);
    setClock(later(OTP_TTL_SECONDS));
    const response = await verify(phone, await lastCode(t, phone));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.otpWrongOrExpired });
  });

  it("refuses another phone's code", async () => {
    const [mine, theirs] = [newPhone(), newPhone()];
    await send(mine);
    await send(theirs);
    const response = await verify(mine, await lastCode(t, theirs));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.otpWrongOrExpired });
  });

  it('tells the page by code that a login code is wrong, beside the English message', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    const response = await verify(phone, code === '000000' ? '111111' : '000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.otpWrongOrExpired, code: 'otpWrongOrExpired' });
  });

  it('refuses a well-formed code for a phone that was sent none', async () => {
    const response = await verify(newPhone(), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.otpWrongOrExpired });
  });

  it.each(['12345', '1234567', 'abcdef'])('refuses the malformed code %s', async (code) => {
    const response = await verify(newPhone(), code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.otpInvalidFormat);
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    for (let i = 0; i < 4; i++) expect((await verify(phone, wrong(code))).statusCode).toBe(400);
    const fifth = await verify(phone, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: messages.otpTooManyTries });
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: messages.otpTooManyTries });
  });

  it('sends a new code at once after a voided one', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    for (let i = 0; i < 5; i++) await verify(phone, wrong(code));
    expect((await send(phone)).statusCode).toBe(200);
    expect((await verify(phone, await lastCode(t, phone))).statusCode).toBe(200);
  });
});

describe('failed verifications', () => {
  /** Spends the five tries of `codes` fresh codes for phone from address, one code every 2 minutes. */
  async function spendCodes(phone: string, address: string, codes: number) {
    for (let i = 0; i < codes; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      const code = await lastCode(t, phone);
      for (let n = 0; n < 5; n++) await verify(phone, wrong(code), address);
      setClock(later(120));
    }
  }

  it('wrong codes for a phone that was sent none lock nobody out: its owner logs in with the next code', async () => {
    const phone = newPhone();
    const stranger = newAddress();
    setClock(new Date('2026-03-06T10:00:00Z'));
    for (let i = 0; i < 150; i++) expect((await verify(phone, '000000', stranger)).statusCode).toBe(400);
    await send(phone);
    expect((await verify(phone, await lastCode(t, phone))).statusCode).toBe(200);
  });

  it("a stranger who spends a phone's codes is stopped, and the owner at another address still logs in", async () => {
    const phone = newPhone();
    const [stranger, owner] = [newAddress(), newAddress()];
    setClock(new Date('2026-03-07T10:00:00Z'));
    await spendCodes(phone, stranger, 5);

    await send(phone);
    const code = await lastCode(t, phone);
    const stopped = await verify(phone, code, stranger);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ message: messages.verifyLimit });
    expect((await verify(phone, code, owner)).statusCode).toBe(200);
  });

  it('checks codes from that address again an hour after its failures', async () => {
    const phone = newPhone();
    const address = newAddress();
    setClock(new Date('2026-03-08T10:00:00Z'));
    await spendCodes(phone, address, 5);
    setClock(new Date('2026-03-08T11:00:01Z'));
    await send(phone);
    expect((await verify(phone, await lastCode(t, phone), address)).statusCode).toBe(200);
  });

  it('stops an address that guesses at the live codes of many phones', async () => {
    const address = newAddress();
    setClock(new Date('2026-03-09T10:00:00Z'));
    const phones = Array.from({ length: FAILURES_PER_IP / 5 }, newPhone);
    for (const phone of phones) await spendCodes(phone, address, 1);

    const next = newPhone();
    await send(next);
    const stopped = await verify(next, await lastCode(t, next), address);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ message: messages.verifyLimit });
  });

  it('counts the code in the path against the same limits', async () => {
    const phone = newPhone();
    const address = newAddress();
    setClock(new Date('2026-03-11T10:00:00Z'));
    await spendCodes(phone, address, 5);
    await send(phone);
    expect((await verifyInPath(phone, await lastCode(t, phone), address)).statusCode).toBe(429);
  });
});

describe('known and unknown phones look alike', () => {
  /** A phone whose user saved the registration form. */
  async function registeredPhone() {
    const phone = newPhone();
    await t.database.db.insert(users).values({ phoneNumber: phone, firstName: 'Ravi', registeredAt: new Date() });
    return phone;
  }

  it('sends a code to both with the same answer', async () => {
    const [a, b] = [await send(await registeredPhone()), await send(newPhone())];
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
  });

  it('refuses a wrong code for both with the same answer', async () => {
    const [known, unknown] = [await registeredPhone(), newPhone()];
    await send(known);
    await send(unknown);
    const a = await verify(known, wrong(await lastCode(t, known)));
    const b = await verify(unknown, wrong(await lastCode(t, unknown)));
    expect(a.statusCode).toBe(400);
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
  });

  it('asks both to wait the same way', async () => {
    // A still clock: both waits are counted from the same second.
    setClock(new Date('2026-03-10T10:00:00Z'));
    const [known, unknown] = [await registeredPhone(), newPhone()];
    await send(known);
    await send(unknown);
    const [a, b] = [await send(known), await send(unknown)];
    expect(a.statusCode).toBe(429);
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
  });
});

describe('logging out', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const phone = newPhone();
    const { authToken } = await logIn(t, phone);
    expect((await profileOf(authToken, phone)).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/unauth/logout', headers: bearer(authToken) });
    expect(response.statusCode).toBe(200);
    expect(logoutResponse.parse(response.json())).toMatchObject({ message: messages.loggedOut });
    const reuse = await profileOf(authToken, phone);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ message: messages.unauthorized });
  });

  it('leaves the other sessions of the same user alive', async () => {
    const phone = newPhone();
    const first = await logIn(t, phone);
    setClock(later(OTP_TTL_SECONDS + 1));
    const second = await logIn(t, phone);
    await t.app.inject({ method: 'POST', url: '/unauth/logout', headers: bearer(first.authToken) });
    expect((await profileOf(second.authToken, phone)).statusCode).toBe(200);
  });

  it('answers the same without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/unauth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.loggedOut });
  });

  it('refuses a session after its 30 days', async () => {
    const phone = newPhone();
    setClock(new Date('2026-03-09T10:00:00Z'));
    const { authToken } = await logIn(t, phone);
    setClock(later(SESSION_TTL_DAYS * 86_400 - 1));
    expect((await profileOf(authToken, phone)).statusCode).toBe(200);
    setClock(later(1));
    expect((await profileOf(authToken, phone)).statusCode).toBe(401);
  });
});

describe('sweeping expired login data', () => {
  async function leftovers(phone: string, userId: number) {
    const db = t.database.db;
    return {
      codes: (await db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone))).length,
      sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
      sends: (
        await db
          .select()
          .from(rateLimitHits)
          .where(eq(rateLimitHits.key, `otp-send:phone:${phone}`))
      ).length,
    };
  }
  const sweep = (at: Date) =>
    sweepExpired(
      {
        repository: authRepository(t.database.db),
        limits: databaseRateLimits(t.database.db),
        sessions: t.app.sessions,
      },
      at,
    );

  it('keeps live codes, sessions and counted sends', async () => {
    const phone = newPhone();
    setClock(new Date('2026-04-01T10:00:00Z'));
    const { userId } = await logIn(t, phone);
    await send(phone);
    await sweep(later(60));
    expect(await leftovers(phone, userId)).toEqual({ codes: 1, sessions: 1, sends: 2 });
  });

  it('deletes them once they can no longer count', async () => {
    const phone = newPhone();
    setClock(new Date('2026-04-02T10:00:00Z'));
    const { userId } = await logIn(t, phone);
    await send(phone);
    await sweep(later(SESSION_TTL_DAYS * 86_400));
    expect(await leftovers(phone, userId)).toEqual({ codes: 0, sessions: 0, sends: 0 });
  });
});
