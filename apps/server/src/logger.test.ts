import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, maskSecrets, MASK } from './logger.js';
import { buildTestApp, type TestApp } from './test/helper.js';
import { bearer, lastCode, logIn } from './test/login.js';

let t: TestApp;
const lines: string[] = [];
const logged = () => lines.join('');

beforeAll(async () => {
  t = await buildTestApp({ seed: false, logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
});
afterAll(async () => {
  await t?.close();
});

describe('what the server logs', () => {
  it('masks the code of a verify-user URL and keeps the rest', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'POST', url: '/unauth/verify-user/482913?phoneNumber=9876543210' });
    expect(logged()).toContain(`/unauth/verify-user/${MASK}?phoneNumber=9876543210`);
    expect(logged()).not.toContain('482913');
  });

  it('masks the code even in a URL no route answers', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/unauth/verify-user/731204/' });
    expect(logged()).not.toContain('731204');
  });

  it('never logs a code or a token through a whole login', async () => {
    lines.length = 0;
    const phone = '9876501234';
    const { authToken } = await logIn(t, phone);
    const code = await lastCode(t, phone);
    await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(authToken) });
    await t.app.inject({ method: 'POST', url: '/unauth/logout', headers: bearer(authToken) });
    expect(lines.length).toBeGreaterThan(0);
    expect(logged()).not.toContain(code);
    expect(logged()).not.toContain(authToken);
  });
});

describe('maskSecrets', () => {
  it.each([
    ['/unauth/verify-user/123456', `/unauth/verify-user/${MASK}`],
    ['/UNAUTH/Verify-User/123456?phoneNumber=1', `/UNAUTH/Verify-User/${MASK}?phoneNumber=1`],
    ['Route POST:/unauth/verify-user/123456 not found', `Route POST:/unauth/verify-user/${MASK} not found`],
    ['/anything?otp=123456&x=1', `/anything?otp=${MASK}&x=1`],
    ['/unauth/9876543210', '/unauth/9876543210'],
  ])('turns %s into %s', (input, output) => {
    expect(maskSecrets(input)).toBe(output);
  });
});
