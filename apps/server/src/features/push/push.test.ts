import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorBody,
  messages,
  pushMessage,
  pushPublicKeyResponse,
  verifyOtpResponse,
  type VerifyOtpResponse,
} from '@krishi/contract';
import app from '../../app.js';
import { loadEnv } from '../../env.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { isPushServiceEndpoint, KNOWN_PUSH_SERVICE_HOSTS } from '../../lib/push-service-hosts.js';

let t: TestApp;

/** A push service on loopback, over TLS as web-push requires: records what arrives, answers `status`. */
const pushService = {
  server: undefined as https.Server | undefined,
  received: [] as Array<{ url: string; headers: Record<string, string | string[] | undefined>; body: Buffer }>,
  status: 201,
  get origin() {
    return `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  },
};
let trustedBefore: unknown;

beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-push-tls-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const cert = await fs.readFile(path.join(dir, 'cert.pem'));
  // web-push posts through Node's global HTTPS agent: trust the test push service's certificate there.
  trustedBefore = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  pushService.server = https.createServer({ key: await fs.readFile(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushService.received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(pushService.status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.server!.listen(0, '127.0.0.1', resolve));
  await fs.rm(dir, { recursive: true, force: true });
  // The push service of these tests runs on loopback, which the default list rightly refuses: the
  // list names it with its port. FCM stands for a real service, listed as operators list them.
  const port = (pushService.server!.address() as AddressInfo).port;
  t = await buildTestApp({ seed: false, env: { PUSH_SERVICE_HOSTS: `127.0.0.1:${port},fcm.googleapis.com` } });
});
afterAll(async () => {
  https.globalAgent.options.ca = trustedBefore as typeof https.globalAgent.options.ca;
  await new Promise((resolve) => pushService.server?.close(resolve));
  await t?.close();
});
beforeEach(() => {
  pushService.received = [];
  pushService.status = 201;
});

const sessions = new Map<string, VerifyOtpResponse>();

/** Logs in as a person does (once per phone): asks for a code, reads it from the SMS outbox, verifies it. */
async function login(phoneNumber: string): Promise<VerifyOtpResponse> {
  const known = sessions.get(phoneNumber);
  if (known) return known;
  const sent = await t.app.inject({ method: 'POST', url: `/unauth/${phoneNumber}` });
  expect(sent.statusCode).toBe(200);
  const outbox = await fs.readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
  const { code } = outbox
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .findLast((m) => m.to.endsWith(phoneNumber))!;
  const verified = await t.app.inject({
    method: 'POST',
    url: '/unauth/verify-user',
    payload: { phoneNumber, otp: code },
  });
  const session = verifyOtpResponse.parse(verified.json());
  sessions.set(phoneNumber, session);
  return session;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function browser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** Decrypts an aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) as the browser would. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

async function subscribe(token: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });
}

describe('the VAPID public key', () => {
  it('is a base64url P-256 public key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = pushPublicKeyResponse.parse(response.json()).data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('stays the same when the server restarts on the same data folder', async () => {
    const first = pushPublicKeyResponse.parse((await t.app.inject('/api/push/public-key')).json()).data.publicKey;
    const restarted = Fastify({ logger: false });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    await restarted.register(app, { env, database: t.database });
    const again = pushPublicKeyResponse.parse((await restarted.inject('/api/push/public-key')).json()).data.publicKey;
    await restarted.close();
    expect(again).toBe(first);
  });
});

describe('subscribing', () => {
  it('needs a login', async () => {
    const response = await subscribe(undefined, browser(`${pushService.origin}/p/anon`).subscription);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a subscription without keys', async () => {
    const { authToken } = await login('9876500001');
    const response = await subscribe(authToken, { endpoint: `${pushService.origin}/p/1` });
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toMatch(/^keys/);
  });

  it('refuses an expiry time no date can hold', async () => {
    const { authToken } = await login('9876500001');
    const { subscription } = browser(`${pushService.origin}/p/1`);
    const response = await subscribe(authToken, { ...subscription, expirationTime: 1e20 });
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toMatch(/^expirationTime/);
  });

  it('refuses a plain-HTTP endpoint', async () => {
    const { authToken } = await login('9876500001');
    const { subscription } = browser('http://127.0.0.1:9/p/1');
    const response = await subscribe(authToken, subscription);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toContain(messages.pushEndpointInsecure);
  });

  it("refuses an endpoint that is not a browser's push service: the server would post to it", async () => {
    const { authToken } = await login('9876500001');
    const response = await subscribe(authToken, browser('https://10.0.0.5/internal/p/1').subscription);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.pushServiceUnknown });
  });

  it("answers 'Push notification subscription complete!'", async () => {
    const { authToken } = await login('9876500001');
    const response = await subscribe(authToken, browser(`${pushService.origin}/p/ok`).subscription);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.pushSubscribed });
  });
});

describe("the browsers' push services", () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/abc', true],
    ['https://fcm.googleapis.com.attacker.example/abc', false],
    ['https://attackerfcm.googleapis.com/abc', false],
    ['https://127.0.0.1/abc', false],
    ['https://10.0.0.5/abc', false],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://web.push.apple.com:22/abc', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://user@fcm.googleapis.com/fcm/send/abc', false],
  ])('%s is accepted by default: %s', (endpoint, accepted) => {
    expect(isPushServiceEndpoint(endpoint, KNOWN_PUSH_SERVICE_HOSTS)).toBe(accepted);
  });

  it('a host listed with a port is accepted on that port only', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/p', ['127.0.0.1:8443'])).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1/p', ['127.0.0.1:8443'])).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:9/p', ['127.0.0.1:8443'])).toBe(false);
  });
});

describe('subscribing to an allowed host on another port', () => {
  it('is refused: a push service answers on 443 only', async () => {
    const { authToken } = await login('9876500090');
    const response = await subscribe(authToken, browser('https://fcm.googleapis.com:8080/fcm/send/abc').subscription);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.pushServiceUnknown });
  });
});

describe('sending', () => {
  it('delivers an encrypted, VAPID-signed notification the browser can read', async () => {
    const { authToken, userId } = await login('9876500002');
    const phone = browser(`${pushService.origin}/p/deliver`);
    await subscribe(authToken, phone.subscription);

    const message = { title: 'Order dispatched', body: 'Your order 42 is on its way', url: '/order-details/42' };
    const outcome = await t.app.push.notifyUser(userId, message);

    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(pushService.received).toHaveLength(1);
    const [request] = pushService.received;
    expect(request!.url).toBe('/p/deliver');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    expect(pushMessage.parse(JSON.parse(decrypt(request!.body, phone.ecdh, phone.auth)))).toEqual(message);

    // Authorization: vapid t=<ES256 JWT for the push service's origin>, k=<our public key>
    const publicKey = t.app.push.publicKey;
    const authorization = String(request!.headers.authorization);
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
    expect(match, authorization).not.toBeNull();
    const [, header, claims, signature, k] = match!;
    expect(k).toBe(publicKey);
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ aud: pushService.origin });
    const point = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = Buffer.from(`${header}.${claims}`);
    const valid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
    expect(valid).toBe(true);
  });

  it('sends nothing to a stored endpoint that is no longer on the list', async () => {
    const { authToken, userId } = await login('9876500005');
    await subscribe(authToken, browser(`${pushService.origin}/p/unlisted`).subscription);
    const narrowed = Fastify({ logger: false });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    await narrowed.register(app, { env, database: t.database });

    const outcome = await narrowed.push.notifyUser(userId, { title: 'Hello', body: 'Inside?' });
    await narrowed.close();

    expect(outcome).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(pushService.received).toHaveLength(0);
  });

  it('stops sending to a browser once its user logs out there', async () => {
    const { authToken, userId } = await login('9876500004');
    await subscribe(authToken, browser(`${pushService.origin}/p/logged-out`).subscription);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/unauth/logout',
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(logout.statusCode).toBe(200);

    expect(await t.app.push.notifyUser(userId, { title: 'Hello', body: 'Anyone?' })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(pushService.received).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { authToken, userId } = await login('9876500003');
    await subscribe(authToken, browser(`${pushService.origin}/p/gone`).subscription);
    pushService.status = 410;

    expect(await t.app.push.notifyUser(userId, { title: 'Hello', body: 'Still there?' })).toEqual({
      sent: 0,
      removed: 1,
      failed: 0,
    });
    pushService.received = [];
    expect(await t.app.push.notifyUser(userId, { title: 'Hello', body: 'Again' })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(pushService.received).toHaveLength(0);
  });
});
