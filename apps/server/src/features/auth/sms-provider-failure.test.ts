import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { loggerOptions } from '../../logger.js';
import {
  startFakeMsg91,
  startFakeTwilio,
  type FakeSmsProvider,
  type Msg91Message,
  type TwilioMessage,
} from '../../test/fake-sms-providers.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { newAddress } from '../../test/login.js';

const AUTH_KEY = 'msg91-auth-key';
const TEMPLATE_EN = 'template-en';
const TEMPLATE_KN = 'template-kn';

let t: TestApp;
let fake: FakeSmsProvider<Msg91Message>;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeMsg91(AUTH_KEY, [TEMPLATE_EN, TEMPLATE_KN]);
  t = await buildTestApp({
    seed: false,
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_TEMPLATE_ID: TEMPLATE_EN,
      MSG91_TEMPLATE_ID_KN: TEMPLATE_KN,
      MSG91_BASE_URL: fake.url,
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    },
    logger: loggerOptions('info', { write: (line) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'accept';
});

const sendCode = (phone: string, remoteAddress = newAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/unauth/${phone}`,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The code the fake provider last received for a phone, as the phone would show it. */
const lastCode = (phone: string) =>
  String(fake.received.filter((m) => m.mobiles === `91${phone}`).at(-1)?.variables.otp ?? '');

async function failures(): Promise<number> {
  const response = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  const series = 'otp_send_failures_total{provider="msg91"}';
  const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

describe('a login code the SMS provider does not send', () => {
  it('answers 502 with the message the buyer sees, and no code waits to be typed', async () => {
    fake.mode = 'refuse';
    const response = await sendCode('9811100001');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.otpSendFailed, code: 'otpSendFailed' });
    expect(messages.otpSendFailed).toBe('We could not send the code. Please try again in a moment.');

    const verify = await t.app.inject({
      method: 'POST',
      url: '/unauth/verify-user',
      payload: { phoneNumber: '9811100001', otp: lastCode('9811100001') },
      remoteAddress: newAddress(),
    });
    expect(verify.statusCode).toBe(400);
  });

  it("does not count against the phone's send limit, so the next try goes out and logs in", async () => {
    const phone = '9811100002';
    const address = newAddress();
    fake.mode = 'refuse';
    // More failures than the 5 sends a phone has in ten minutes.
    for (let i = 0; i < 6; i++) expect((await sendCode(phone, address)).statusCode).toBe(502);

    fake.mode = 'accept';
    const sent = await sendCode(phone, address);
    expect(sent.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/unauth/verify-user',
      payload: { phoneNumber: phone, otp: lastCode(phone) },
      remoteAddress: address,
    });
    expect(verify.statusCode).toBe(200);
  });

  it('counts each failure in /metrics by provider and logs it without the code or the phone', async () => {
    const phone = '9811100003';
    const before = await failures();
    expect(before).toBeGreaterThanOrEqual(0);
    fake.mode = 'refuse';
    await sendCode(phone);
    await sendCode(phone);
    expect(await failures()).toBe(before + 2);

    const failed = logLines.filter((line) => line.includes('sending a login code failed'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.at(-1)).toContain('"provider":"msg91"');
    expect(failed.at(-1)).toContain('msg91 answered 400: Insufficient balance');
    const codes = fake.received.filter((m) => m.mobiles === `91${phone}`).map((m) => String(m.variables.otp));
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(logLines.join('')).not.toContain(code);
    for (const line of failed) expect(line).not.toContain(phone);
  });

  it('sends the Kannada template to a visitor who chose Kannada', async () => {
    await sendCode('9811100004', newAddress(), 'selectedLocale=kn_In');
    await sendCode('9811100005', newAddress(), 'selectedLocale=en_In');
    expect(fake.received.filter((m) => m.mobiles === '919811100004').map((m) => m.templateId)).toEqual([TEMPLATE_KN]);
    expect(fake.received.filter((m) => m.mobiles === '919811100005').map((m) => m.templateId)).toEqual([TEMPLATE_EN]);
  });
});

describe('a login code through Twilio', () => {
  const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
  const KANNADA = '{code} ನಿಮ್ಮ ಕೃಷಿ ಲಾಗಿನ್ ಕೋಡ್. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.';
  let twilio: TestApp;
  let provider: FakeSmsProvider<TwilioMessage>;

  beforeAll(async () => {
    provider = await startFakeTwilio(ACCOUNT_SID, 'token');
    twilio = await buildTestApp({
      seed: false,
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: 'KRISHI',
        TWILIO_BASE_URL: provider.url,
        SMS_TEMPLATE_KN: KANNADA,
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      },
    });
  });
  afterAll(async () => {
    await twilio?.close();
    await provider?.close();
  });

  it('texts a visitor who chose Kannada the Kannada template, and answers 502 when Twilio refuses', async () => {
    const sent = await twilio.app.inject({
      method: 'POST',
      url: '/unauth/9811100006',
      remoteAddress: newAddress(),
      headers: { cookie: 'selectedLocale=kn_In' },
    });
    expect(sent.statusCode).toBe(200);
    const [message] = provider.received;
    expect(message?.To).toBe('+919811100006');
    expect(message?.Body).toMatch(/^\d{6} ನಿಮ್ಮ ಕೃಷಿ ಲಾಗಿನ್ ಕೋಡ್\. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ\.$/);

    provider.mode = 'refuse';
    const refused = await twilio.app.inject({ method: 'POST', url: '/unauth/9811100007', remoteAddress: newAddress() });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'otpSendFailed' });
  });
});
