import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env.js';
import { smsText } from './sms.js';
import { DEFAULT_SMS_TEMPLATE, smsFromEnv } from './sms-from-env.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-sms-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const env = (vars: NodeJS.ProcessEnv) => loadEnv({ DATA_DIR: dataDir, ...vars });
const message = {
  to: '9876543210',
  text: '123456 is your Krishi login code.',
  code: '123456',
  language: 'en' as const,
};
const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' };
const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15005550006',
};

describe('the SMS provider the environment names', () => {
  it('is the console by default, printing nothing under NODE_ENV=test but writing the outbox', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const sms = smsFromEnv(env({ NODE_ENV: 'test' }));
    expect(sms.provider).toBe('console');
    await sms.sender.send(message, new Date());
    expect(write).not.toHaveBeenCalled();
    const outbox = await fs.readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    expect(JSON.parse(outbox)).toMatchObject({ to: message.to, code: '123456' });
  });

  it('refuses the console in production unless allowed', () => {
    expect(() => smsFromEnv(env({ NODE_ENV: 'production' }))).toThrow(/ALLOW_CONSOLE_SMS/);
    expect(smsFromEnv(env({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS: 'true' })).provider).toBe('console');
  });

  it('starts MSG91 or Twilio in production with their settings', () => {
    expect(smsFromEnv(env({ NODE_ENV: 'production', ...msg91 })).provider).toBe('msg91');
    expect(smsFromEnv(env({ NODE_ENV: 'production', ...twilio })).provider).toBe('twilio');
  });

  it('refuses to start MSG91 without its key or template id, naming them', () => {
    expect(() => smsFromEnv(env({ ...msg91, MSG91_TEMPLATE_ID: '' }))).toThrow(/MSG91_TEMPLATE_ID/);
    expect(() => smsFromEnv(env({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' }))).toThrow(
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    );
  });

  it('refuses to start Twilio without a sender, naming the settings', () => {
    expect(() => smsFromEnv(env({ ...twilio, TWILIO_FROM: '' }))).toThrow(/TWILIO_FROM/);
    const withoutSender = { ...twilio, TWILIO_FROM: undefined };
    expect(() => smsFromEnv(env(withoutSender))).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  });

  it('refuses an unknown provider and a template without {code}', () => {
    expect(() => env({ SMS_PROVIDER: 'textlocal' })).toThrow('SMS_PROVIDER must be console, msg91 or twilio');
    expect(() => env({ SMS_TEMPLATE_KN: 'ನಿಮ್ಮ ಕೋಡ್' })).toThrow('SMS_TEMPLATE_KN must contain {code}');
    expect(() => env({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID must be AC/);
  });
});

describe("the login code's text", () => {
  it('is the default English text unless SMS_TEMPLATE says otherwise', () => {
    const { templates } = smsFromEnv(env({ NODE_ENV: 'test' }));
    expect(templates.en).toBe(DEFAULT_SMS_TEMPLATE);
    expect(smsText(templates, 'en', '482913')).toBe(
      '482913 is your Krishi login code. It is valid for 5 minutes. Do not share it with anyone.',
    );
  });

  it('is the Kannada template for a Kannada reader when one is configured, else English', () => {
    const kannada = '{code} ನಿಮ್ಮ ಕೃಷಿ ಲಾಗಿನ್ ಕೋಡ್. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.';
    const configured = smsFromEnv(
      env({ NODE_ENV: 'test', SMS_TEMPLATE: 'Code {code} - Krishi', SMS_TEMPLATE_KN: kannada }),
    );
    expect(smsText(configured.templates, 'kn', '482913')).toBe('482913 ನಿಮ್ಮ ಕೃಷಿ ಲಾಗಿನ್ ಕೋಡ್. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.');
    expect(smsText(configured.templates, 'en', '482913')).toBe('Code 482913 - Krishi');
    const englishOnly = smsFromEnv(env({ NODE_ENV: 'test', SMS_TEMPLATE: 'Code {code} - Krishi' }));
    expect(smsText(englishOnly.templates, 'kn', '482913')).toBe('Code 482913 - Krishi');
  });
});
