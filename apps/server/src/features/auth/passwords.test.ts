import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  forgotPasswordResponse,
  messages,
  passwordSessionResponse,
  RESET_CODE_TTL_SECONDS,
  type PasswordSessionResponse,
} from '@krishi/contract';
import { loggerOptions } from '../../logger.js';
import { userPasswords } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn, newAddress } from '../../test/login.js';

let t: TestApp;
const logLines: string[] = [];
let nextPhone = 9_300_000_000;
let nextEmail = 1;
const GOOD_PASSWORD = 'Mango#Tree42';

beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    logger: loggerOptions('info', { write: (line) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface MailLine {
  to: string;
  subject: string;
  text: string;
  code: string;
  at: string;
}

async function outbox(): Promise<MailLine[]> {
  const text = await fs.readFile(path.join(t.dataDir, 'outbox', 'mail.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailLine);
}

/** The mails sent to an address so far; the mail goes out just after the answer, so wait for `count`. */
async function mailsTo(email: string, count = 1): Promise<MailLine[]> {
  let mails: MailLine[] = [];
  await vi.waitFor(async () => {
    mails = (await outbox()).filter((m) => m.to === email);
    expect(mails.length).toBeGreaterThanOrEqual(count);
  });
  return mails;
}

/** A user logged in by phone whose profile carries a new e-mail. */
async function userWithEmail(): Promise<{ email: string; phone: string; session: { authToken: string } }> {
  const phone = String(nextPhone++);
  const email = `farmer${nextEmail++}@example.in`;
  const session = await logIn(t, phone);
  const profile = {
    firstName: 'Asha',
    lastName: 'Gowda',
    gender: 'FEMALE',
    userType: 'FARMER',
    phoneNumber: phone,
    email,
    addressEntity: { state: 'Karnataka', district: 'Mandya' },
  };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/save',
    headers: bearer(session.authToken),
    payload: { userDtoJsonString: JSON.stringify(profile) },
  });
  expect(saved.statusCode).toBe(200);
  return { email, phone, session };
}

const forgot = (email: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/auth/forgotPassword', payload: { email }, remoteAddress });
const verify = (email: string, resetCode: string) =>
  t.app.inject({ method: 'POST', url: '/auth/verifyResetCode', payload: { email, resetCode } });
const reset = (email: string, resetCode: string, newPassword: string) =>
  t.app.inject({ method: 'PUT', url: '/auth/resetPassword', payload: { email, resetCode, newPassword } });
const login = (email: string, password: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

/** Asks for a code and reads it from the mail, as the user does. */
async function codeFor(email: string): Promise<string> {
  const before = (await outbox()).filter((m) => m.to === email).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return (await mailsTo(email, before + 1)).at(-1)!.code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function withPassword(password = GOOD_PASSWORD) {
  const user = await userWithEmail();
  const response = await reset(user.email, await codeFor(user.email), password);
  expect(response.statusCode).toBe(200);
  return { ...user, session: passwordSessionResponse.parse(response.json()) };
}

describe('asking for a reset code', () => {
  it('answers a known and an unknown e-mail alike, and mails a code only to the known one', async () => {
    const { email } = await userWithEmail();
    const known = await forgot(email);
    const unknown = await forgot('nobody@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(forgotPasswordResponse.parse(known.json())).toEqual({
      message: messages.resetCodeSent,
      data: { expiresInSeconds: RESET_CODE_TTL_SECONDS },
    });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.text).toContain(mail!.code);
    expect(Number.isNaN(Date.parse(mail!.at))).toBe(false);
    expect((await outbox()).some((m) => m.to === 'nobody@example.in')).toBe(false);
  });

  it('finds the account whatever the case and spaces of the typed e-mail', async () => {
    const { email } = await userWithEmail();
    expect((await forgot(`  ${email.toUpperCase()} `)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['', messages.emailRequired],
    ['farmer@', messages.emailNotValid],
  ])("refuses %j with '%s'", async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('allows 5 codes per e-mail in an hour, known or not, then answers 429', async () => {
    const { email } = await userWithEmail();
    for (const address of [email, 'ghost@example.in']) {
      for (let n = 0; n < 5; n += 1) expect((await forgot(address)).statusCode).toBe(200);
      const refused = await forgot(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: messages.resetSendLimit });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits the codes one client address may ask for', async () => {
    const address = newAddress();
    for (let n = 0; n < 30; n += 1) expect((await forgot(`many${n}@example.in`, address)).statusCode).toBe(200);
    expect((await forgot('one-more@example.in', address)).statusCode).toBe(429);
  });
});

describe('checking the reset code', () => {
  it("answers data.status 'Success' for the mailed code, and leaves it usable for the reset", async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    const checked = await verify(email, code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ data: { status: 'Success' } });
    expect((await reset(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['', messages.resetCodeRequired],
    ['12345', messages.resetCodeInvalid],
    ['12a456', messages.resetCodeInvalid],
  ])("refuses %j with '%s'", async (code, message) => {
    const response = await verify('someone@example.in', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a wrong code, and any code for an e-mail that asked for none', async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    for (const response of [await verify(email, wrongCode(code)), await verify('ghost@example.in', code)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.resetCodeWrongOrExpired });
    }
  });

  it('refuses the code of another e-mail', async () => {
    const a = await userWithEmail();
    const b = await userWithEmail();
    const codeOfA = await codeFor(a.email);
    await codeFor(b.email);
    expect((await verify(b.email, codeOfA)).statusCode).toBe(400);
  });

  it('refuses the right code after 5 wrong ones (brute force)', async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    for (let n = 0; n < 4; n += 1) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    const fifth = await verify(email, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: messages.resetCodeTooManyTries });
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(429);
    expect((await reset(email, code, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('does not count a right code as a try: 4 wrong, then right, then the reset still works', async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    for (let n = 0; n < 4; n += 1) await verify(email, wrongCode(code));
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await reset(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a code 10 minutes after it was sent', async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (RESET_CODE_TTL_SECONDS - 5) * 1000 });
    expect((await verify(email, code)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 10 * 1000);
    const late = await verify(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: messages.resetCodeWrongOrExpired });
  });

  it('refuses a code sent before the profile moved to another e-mail', async () => {
    const { email, phone, session } = await userWithEmail();
    const code = await codeFor(email);
    const moved = {
      firstName: 'Asha',
      lastName: 'Gowda',
      gender: 'FEMALE',
      userType: 'FARMER',
      phoneNumber: phone,
      email: `moved-${email}`,
      addressEntity: { state: 'Karnataka', district: 'Mandya' },
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/save',
      headers: bearer(session.authToken),
      payload: { userDtoJsonString: JSON.stringify(moved) },
    });
    expect(saved.statusCode).toBe(200);
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await reset(email, code, GOOD_PASSWORD)).statusCode).toBe(400);
  });

  it('works only for the latest code: a new request replaces the last one', async () => {
    const { email } = await userWithEmail();
    const first = await codeFor(email);
    const second = await codeFor(email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });
});

describe('resetting the password', () => {
  it.each([
    ['', messages.passwordRequired],
    ['Ab#1', messages.passwordTooShort],
    ['12345678#', messages.passwordNeedsLetter],
    ['Mango#Tree', messages.passwordNeedsNumber],
    ['MangoTree42', messages.passwordNeedsSpecial],
  ])("refuses %j with '%s', and the code stays usable", async (password, message) => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    const response = await reset(email, code, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('lists every rule a password breaks', async () => {
    const response = await reset('someone@example.in', '123456', 'abc');
    expect(response.json().errorDetails.map((d: { message: string }) => d.message)).toEqual([
      messages.passwordTooShort,
      messages.passwordNeedsNumber,
      messages.passwordNeedsSpecial,
    ]);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>+-_'])('takes %s as the special character', async (special) => {
    const response = await reset('someone@example.in', '123456', `Mango42${special}x`);
    // Past the rules: only the code is wrong.
    expect(response.json()).toMatchObject({ message: messages.resetCodeWrongOrExpired });
  });

  it('answers a session as the OTP login does, and the page is logged in', async () => {
    const { email, phone } = await userWithEmail();
    const response = await reset(email, await codeFor(email), GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = passwordSessionResponse.parse(response.json());
    expect(session).toMatchObject({ message: messages.passwordResetDone, phoneNumber: phone, isRegistered: true });
    expect(session.token).toBe(session.authToken);
    const details = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(session.authToken) });
    expect(details.statusCode).toBe(200);
  });

  it('uses the code up: it works once', async () => {
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    expect((await reset(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await reset(email, code, 'Other#Pass9')).statusCode).toBe(400);
  });

  it('logs out every other session of the user', async () => {
    const { email, phone, session: before } = await userWithEmail();
    const response = await reset(email, await codeFor(email), GOOD_PASSWORD);
    const after = passwordSessionResponse.parse(response.json());
    const oldSession = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(before.authToken) });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(after.authToken) });
    expect(newSession.statusCode).toBe(200);
  });

  it('stores the password only as a salted scrypt hash', async () => {
    const a = await withPassword();
    const b = await withPassword();
    const rows = await t.database.db.select().from(userPasswords);
    const hashes = rows.filter((r) => r.userId === a.session.userId || r.userId === b.session.userId);
    expect(hashes).toHaveLength(2);
    for (const row of hashes) {
      expect(row.hash).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(row.hash).not.toContain(GOOD_PASSWORD);
    }
    expect(hashes[0]!.hash).not.toBe(hashes[1]!.hash);
  });
});

describe('logging in with e-mail and password', () => {
  it('logs in with the password set by the reset, as the OTP login does', async () => {
    const { email, phone } = await withPassword();
    const response = await login(email.toUpperCase(), GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session: PasswordSessionResponse = passwordSessionResponse.parse(response.json());
    expect(session).toMatchObject({ message: messages.emailLoggedIn, phoneNumber: phone, isRegistered: true });
    const details = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(session.authToken) });
    expect(details.statusCode).toBe(200);
  });

  it('a new reset replaces the password: the old one no longer logs in', async () => {
    const { email } = await withPassword();
    expect((await reset(email, await codeFor(email), 'Second#Pass7')).statusCode).toBe(200);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await login(email, 'Second#Pass7')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail, a wrong password and an account without a password alike', async () => {
    const { email } = await withPassword();
    const noPassword = await userWithEmail();
    const answers = [
      await login('nobody@example.in', GOOD_PASSWORD),
      await login(email, 'Wrong#Pass1'),
      await login(noPassword.email, GOOD_PASSWORD),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.emailLoginFailed });
    }
  });

  it('needs an e-mail and a password', async () => {
    const noEmail = await login('', GOOD_PASSWORD);
    expect(noEmail.json().message).toBe(messages.emailRequired);
    const noPassword = await login('asha@example.in', '');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(messages.passwordRequired);
  });

  it('refuses even the right password after 5 failures for the e-mail', async () => {
    const { email } = await withPassword();
    for (let n = 0; n < 5; n += 1) expect((await login(email, `Wrong#Pass${n}`)).statusCode).toBe(400);
    const locked = await login(email, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: messages.emailLoginLimit });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  // Fifty failed logins are fifty deliberately slow password hashes (an unknown e-mail is hashed
  // too, so it takes as long as a known one): past the default 30 s on a loaded two-core machine.
  it('stops a client address after 50 failures, whichever e-mails it tries', { timeout: 120_000 }, async () => {
    const { email } = await withPassword();
    const address = newAddress();
    for (let n = 0; n < 50; n += 1) await login(`guess${n}@example.in`, 'Wrong#Pass1', address);
    expect((await login(email, GOOD_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the API document', () => {
  it('describes the four calls with their bodies', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/auth/forgotPassword'])).toContain('post');
    expect(Object.keys(doc.paths['/auth/verifyResetCode'])).toContain('post');
    expect(Object.keys(doc.paths['/auth/resetPassword'])).toContain('put');
    expect(doc.paths['/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('what the server logs', () => {
  it('never holds a reset code, a password or its hash', async () => {
    logLines.length = 0;
    const { email } = await userWithEmail();
    const code = await codeFor(email);
    await verify(email, code);
    await reset(email, code, GOOD_PASSWORD);
    await login(email, GOOD_PASSWORD);
    await login(email, 'Wrong#Pass1');
    const [stored] = await t.database.db.select().from(userPasswords);
    const logged = logLines.join('');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(GOOD_PASSWORD);
    expect(logged).not.toContain('Wrong#Pass1');
    expect(logged).not.toContain(stored!.hash.split('$').at(-1));
  });
});
