import fs from 'node:fs/promises';
import path from 'node:path';
import { verifyOtpResponse, type VerifyOtpResponse } from '@krishi/contract';
import type { TestApp } from './helper.js';

export interface OutboxSms {
  to: string;
  text: string;
  code: string;
  at: string;
}

/** Every SMS the console adapter wrote, oldest first. */
export async function smsOutbox(t: Pick<TestApp, 'dataDir'>): Promise<OutboxSms[]> {
  const text = await fs.readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxSms);
}

/** The last code sent to a phone, read from the outbox as a person reads the SMS. */
export async function lastCode(t: Pick<TestApp, 'dataDir'>, phoneNumber: string): Promise<string> {
  const sms = (await smsOutbox(t)).filter((m) => m.to === phoneNumber).at(-1);
  if (!sms) throw new Error(`no SMS was sent to ${phoneNumber}`);
  return sms.code;
}

/** Client addresses for tests, so the per-address send limit of one test does not touch another. */
let nextAddress = 1;
export const newAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** Logs a phone in the way the page does: ask for a code, read it, send it back. */
export async function logIn(t: TestApp, phoneNumber: string): Promise<VerifyOtpResponse> {
  const remoteAddress = newAddress();
  const sent = await t.app.inject({ method: 'POST', url: `/unauth/${phoneNumber}`, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.body}`);
  const code = await lastCode(t, phoneNumber);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/unauth/verify-user',
    payload: { phoneNumber, otp: code },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verifying the code failed: ${verified.body}`);
  return verifyOtpResponse.parse(verified.json());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
