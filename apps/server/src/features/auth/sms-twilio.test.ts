import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeSmsProvider, type TwilioMessage } from '../../test/fake-sms-providers.js';
import { twilioSms, type TwilioConfig } from './sms-twilio.js';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token';
const SERVICE_SID = `MG${'fedcba9876543210'.repeat(2)}`;

let fake: FakeSmsProvider<TwilioMessage>;
beforeAll(async () => {
  fake = await startFakeTwilio(ACCOUNT_SID, AUTH_TOKEN);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'accept';
  fake.received.length = 0;
});

const twilio = (overrides: Partial<TwilioConfig> = {}) =>
  twilioSms({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    sender: { from: 'KRISHI' },
    baseUrl: fake.url,
    // A loaded machine can take a second to answer on loopback; only the silent provider's test waits less.
    timeoutMs: 5_000,
    ...overrides,
  });
const message = {
  to: '9876543210',
  text: '482913 is your Krishi login code. It is valid for 5 minutes. Do not share it with anyone.',
  code: '482913',
  language: 'en' as const,
};
const at = new Date();

describe('the Twilio adapter', () => {
  it('sends the whole text to the +91 number from the configured sender', async () => {
    await twilio().send(message, at);
    expect(fake.received).toEqual([
      { To: '+919876543210', From: 'KRISHI', MessagingServiceSid: null, Body: message.text },
    ]);
  });

  it('sends through a Messaging Service instead when one is configured', async () => {
    await twilio({ sender: { messagingServiceSid: SERVICE_SID } }).send(message, at);
    expect(fake.received).toEqual([
      { To: '+919876543210', From: null, MessagingServiceSid: SERVICE_SID, Body: message.text },
    ]);
  });

  it('sends Kannada text as it is', async () => {
    const text = '482913 ಕೃಷಿ ಲಾಗಿನ್ ಕೋಡ್.';
    await twilio().send({ ...message, text, language: 'kn' }, at);
    expect(fake.received[0]?.Body).toBe(text);
  });

  it("fails with Twilio's error code when it refuses the message", async () => {
    fake.mode = 'refuse';
    await expect(twilio().send(message, at)).rejects.toThrow(/^twilio answered 400: 21408 Permission to send an SMS/);
  });

  it('fails when the auth token is wrong', async () => {
    await expect(twilio({ authToken: 'wrong' }).send(message, at)).rejects.toThrow(
      'twilio answered 401: 20003 Authenticate',
    );
  });

  it('fails when Twilio does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    await expect(twilio({ timeoutMs: 300 }).send(message, at)).rejects.toThrow('twilio no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
