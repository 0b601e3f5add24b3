import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSms, observedSms, SmsProviderError, type SmsSender } from './sms.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-sms-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const message = {
  to: '9876543210',
  text: '123456 is your Krishi login code.',
  code: '123456',
  language: 'en' as const,
};
const line = { to: message.to, text: message.text, code: message.code };
const at = new Date('2026-05-01T08:00:00Z');
const outbox = () => path.join(dataDir, 'outbox', 'sms.jsonl');
const printed = () => {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return () => write.mock.calls.map((call) => String(call[0])).join('');
};

describe('the console SMS adapter', () => {
  it('prints the code and appends the message to the outbox as one JSON line', async () => {
    const output = printed();
    const sms = consoleSms({ outboxFile: outbox(), print: true });
    await sms.send(message, at);
    await sms.send({ ...message, code: '654321' }, at);
    expect(output()).toContain('OTP for 9876543210: 123456\n');
    const lines = (await fs.readFile(outbox(), 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { ...line, at: at.toISOString() },
      { ...line, code: '654321', at: at.toISOString() },
    ]);
  });
});

describe('an SMS sender, observed', () => {
  const observers = () => {
    const logged: unknown[] = [];
    const counts = { sent: 0, failed: 0 };
    return {
      logged,
      counts,
      observers: {
        sent: () => void counts.sent++,
        failed: () => void counts.failed++,
        log: { error: (entry: unknown) => void logged.push(entry) },
      },
    };
  };

  it('counts a message the provider accepted', async () => {
    const { counts, observers: o } = observers();
    const accepting: SmsSender = { send: async () => {} };
    await observedSms(accepting, 'msg91', o).send(message, at);
    expect(counts).toEqual({ sent: 1, failed: 0 });
  });

  it("counts and logs a failure with the provider's reason, never the code or the phone", async () => {
    const { counts, logged, observers: o } = observers();
    const echoing: SmsSender = {
      send: async ({ to, code }) => {
        throw new SmsProviderError('twilio', `twilio answered 400: 21408 code ${code} cannot go to +91${to}`);
      },
    };
    await expect(observedSms(echoing, 'twilio', o).send(message, at)).rejects.toBeInstanceOf(SmsProviderError);
    expect(counts).toEqual({ sent: 0, failed: 1 });
    expect(logged).toEqual([
      { provider: 'twilio', reason: 'twilio answered 400: 21408 code ****** cannot go to +91**********' },
    ]);
  });
});
