import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSms, smsFromEnv } from './sms.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-sms-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const message = { to: '9876543210', text: '123456 is your Krishi login code.', code: '123456' };
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
      { ...message, at: at.toISOString() },
      { ...message, code: '654321', at: at.toISOString() },
    ]);
  });

  it('prints nothing under NODE_ENV=test but still writes the outbox', async () => {
    const output = printed();
    await smsFromEnv({ NODE_ENV: 'test', ALLOW_CONSOLE_SMS: false, dataDir }).send(message, at);
    expect(output()).toBe('');
    expect(JSON.parse(await fs.readFile(outbox(), 'utf8'))).toMatchObject({ to: message.to, code: '123456' });
  });

  it('refuses to start in production unless allowed', () => {
    expect(() => smsFromEnv({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS: false, dataDir })).toThrow(
      /ALLOW_CONSOLE_SMS/,
    );
  });

  it('starts in production when explicitly allowed', () => {
    expect(smsFromEnv({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS: true, dataDir })).toHaveProperty('send');
  });
});
