import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

interface SmsLine {
  to: string;
  text: string;
  code: string;
  at: string;
}

/** A new Indian mobile number (6-9, then nine digits): every test is a new person. */
export function newPhone(): string {
  const first = 6 + Math.floor(Math.random() * 4);
  const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `${first}${rest}`;
}

/** The last code texted to `phone`, read from the SMS outbox as a person reads the SMS. */
export async function codeSentTo(phone: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'sms.jsonl');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await fs.readFile(outbox, 'utf8').catch(() => '');
      const sms = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SmsLine)
        .filter((line) => line.to === phone)
        .at(-1);
      code = sms?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export interface ApiSession {
  authToken: string;
  userId: number;
  phoneNumber: string;
  isRegistered: boolean;
}

/** Logs `phone` in through the API, for tests about what comes after the login screen. */
export async function apiLogin(request: APIRequestContext, phone: string): Promise<ApiSession> {
  expect((await request.post(`/unauth/${phone}`)).ok()).toBe(true);
  const otp = await codeSentTo(phone);
  const response = await request.post('/unauth/verify-user', { data: { phoneNumber: phone, otp } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiSession;
}

/**
 * Opens `url` logged in as `session`: the session is stored as the login screen stores it before
 * the page's first script runs, so the app never boots as whoever the tab held before (a call
 * it sent for that user would be refused once the token changed under it). Stored once per
 * call: a later logout in the same tab stays logged out.
 */
export async function openLoggedIn(page: Page, session: ApiSession, url: string): Promise<void> {
  const mark = `e2e-session-${session.authToken}-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ({ s, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('authToken', s.authToken);
      localStorage.setItem('userId', String(s.userId));
      localStorage.setItem('phoneNumber', s.phoneNumber);
    },
    { s: session, once: mark },
  );
  await page.goto(url);
}

/** Registers the phone's user through the API, as a finished registration form would. */
export async function apiRegister(request: APIRequestContext, session: ApiSession, firstName: string): Promise<void> {
  const profile = {
    firstName,
    lastName: 'Test',
    gender: 'FEMALE',
    userType: 'FARMER',
    phoneNumber: session.phoneNumber,
    addressEntity: { state: 'Karnataka', district: 'Mandya' },
  };
  const response = await request.post('/api/save', {
    headers: { Authorization: `Bearer ${session.authToken}` },
    multipart: { userDtoJsonString: JSON.stringify(profile) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fires a paste of `text` on a box, as a browser does when the visitor pastes. */
export async function pasteInto(page: Page, box: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

interface MailLine {
  to: string;
  subject: string;
  text: string;
  code: string;
  at: string;
}

/** How many reset mails `email` has had so far. */
export async function mailCount(email: string): Promise<number> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'mail.jsonl');
  const text = await fs.readFile(outbox, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as MailLine).to === email).length;
}

/** The last reset code e-mailed to `email` after its first `after` mails, read from the mail outbox. */
export async function codeMailedTo(email: string, after = 0): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'mail.jsonl');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await fs.readFile(outbox, 'utf8').catch(() => '');
      const mails = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as MailLine)
        .filter((line) => line.to === email);
      code = mails.length > after ? mails.at(-1)?.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A new e-mail address: every test is a new person. */
export function newEmail(): string {
  return `farmer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.in`;
}

/** Registers the phone's user through the API with an e-mail on the profile. */
export async function apiRegisterWithEmail(
  request: APIRequestContext,
  session: ApiSession,
  firstName: string,
  email: string,
): Promise<void> {
  const profile = {
    firstName,
    lastName: 'Test',
    gender: 'FEMALE',
    userType: 'FARMER',
    phoneNumber: session.phoneNumber,
    email,
    addressEntity: { state: 'Karnataka', district: 'Mandya' },
  };
  const response = await request.post('/api/save', {
    headers: { Authorization: `Bearer ${session.authToken}` },
    multipart: { userDtoJsonString: JSON.stringify(profile) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Asks for a reset code through the API, as another client would: from an address of its own
 * (the server trusts X-Forwarded-For from loopback), so setup does not spend the browser's
 * hourly per-address allowance.
 */
export async function apiRequestResetCode(request: APIRequestContext, email: string): Promise<void> {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await request.post('/auth/forgotPassword', {
    data: { email },
    headers: { 'X-Forwarded-For': address },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets the password of the account of `email` through the API, as the reset screens would. */
export async function apiSetPassword(request: APIRequestContext, email: string, password: string): Promise<void> {
  const before = await mailCount(email);
  await apiRequestResetCode(request, email);
  const resetCode = await codeMailedTo(email, before);
  const response = await request.put('/auth/resetPassword', { data: { email, resetCode, newPassword: password } });
  expect(response.ok(), await response.text()).toBe(true);
}
