import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMsg91, type FakeSmsProvider, type Msg91Message } from '../../test/fake-sms-providers.js';
import { SmsProviderError } from './sms.js';
import { msg91Sms, type Msg91Config } from './sms-msg91.js';

const AUTH_KEY = '123456ABCDEFabcdef7890';
const TEMPLATE_EN = '6650a1b2c3d4e5f60718293a';
const TEMPLATE_KN = '6650a1b2c3d4e5f60718293b';

let fake: FakeSmsProvider<Msg91Message>;
beforeAll(async () => {
  fake = await startFakeMsg91(AUTH_KEY, [TEMPLATE_EN, TEMPLATE_KN]);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'accept';
  fake.received.length = 0;
});

const msg91 = (overrides: Partial<Msg91Config> = {}) =>
  msg91Sms({
    authKey: AUTH_KEY,
    templateIds: { en: TEMPLATE_EN, kn: TEMPLATE_KN },
    codeVariable: 'otp',
    baseUrl: fake.url,
    // A loaded machine can take a second to answer on loopback; only the silent provider's test waits less.
    timeoutMs: 5_000,
    ...overrides,
  });
const message = { to: '9876543210', text: 'not sent: MSG91 holds the words', code: '482913', language: 'en' as const };
const at = new Date();

describe('the MSG91 adapter', () => {
  it("sends the code as the template's variable to the 91-prefixed mobile", async () => {
    await msg91().send(message, at);
    expect(fake.received).toEqual([{ templateId: TEMPLATE_EN, mobiles: '919876543210', variables: { otp: '482913' } }]);
  });

  it('uses the Kannada template for a Kannada reader, and the English one when there is none', async () => {
    await msg91().send({ ...message, language: 'kn' }, at);
    await msg91({ templateIds: { en: TEMPLATE_EN } }).send({ ...message, language: 'kn' }, at);
    expect(fake.received.map((m) => m.templateId)).toEqual([TEMPLATE_KN, TEMPLATE_EN]);
  });

  it('fills the variable the registered template names', async () => {
    await msg91({ codeVariable: 'VAR1' }).send(message, at);
    expect(fake.received[0]?.variables).toEqual({ VAR1: '482913' });
  });

  it('fails when MSG91 refuses the message', async () => {
    fake.mode = 'refuse';
    await expect(msg91().send(message, at)).rejects.toThrow(
      new SmsProviderError('msg91', 'msg91 answered 400: Insufficient balance'),
    );
  });

  it('fails on an error answered with a 200, as MSG91 answers a template it does not know', async () => {
    await expect(msg91({ templateIds: { en: 'unregistered' } }).send(message, at)).rejects.toThrow(
      'msg91 answered 200: Template ID Missing or Invalid Template',
    );
  });

  it('fails when the auth key is wrong', async () => {
    await expect(msg91({ authKey: 'wrong' }).send(message, at)).rejects.toThrow(
      'msg91 answered 401: Authentication failure',
    );
  });

  it('fails when MSG91 does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    await expect(msg91({ timeoutMs: 300 }).send(message, at)).rejects.toThrow('msg91 no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails when MSG91 cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(msg91({ baseUrl: `http://127.0.0.1:${port}` }).send(message, at)).rejects.toThrow(
      /^msg91 could not be reached \(connect ECONNREFUSED 127.0.0.1:\d+\)$/,
    );
  });
});
