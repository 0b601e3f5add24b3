import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logFormat, readableLogs } from './log-lines.js';
import { loggerOptions, MASK } from './logger.js';
import { buildTestApp, type TestApp } from './test/helper.js';

describe('which log format the server writes', () => {
  it.each([
    [true, 'development', 'readable'],
    [true, 'test', 'readable'],
    [true, 'production', 'json'],
    [false, 'development', 'json'],
    [undefined, 'development', 'json'],
  ] as const)('stdout a terminal: %s, NODE_ENV=%s: %s', (isTTY, nodeEnv, format) => {
    expect(logFormat(isTTY, nodeEnv)).toBe(format);
  });
});

describe('readable log lines', () => {
  let t: TestApp;
  let written = '';
  beforeAll(async () => {
    const logs = readableLogs({ write: (text: string) => (written += text) });
    t = await buildTestApp({ seed: false, logger: loggerOptions('info', logs) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('show each request as one line: time, status, method, path and duration, no JSON', async () => {
    written = '';
    await t.app.inject({ url: '/metadata/languages' });
    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d 200 GET \/metadata\/languages \d+\.\d ms$/);
  });

  it('still hide a login code in the path', async () => {
    written = '';
    await t.app.inject({ method: 'POST', url: '/unauth/verify-user/482913?phoneNumber=9876543210' });
    expect(written).toContain(`/unauth/verify-user/${MASK}?phoneNumber=9876543210`);
    expect(written).not.toContain('482913');
  });

  it('show a message with its level and fields, and an error with its stack', () => {
    let out = '';
    const logs = readableLogs({ write: (text: string) => (out += text) });
    logs.write(`${JSON.stringify({ level: 40, time: 0, msg: 'shutting down', signal: 'SIGTERM' })}\n`);
    logs.write(
      `${JSON.stringify({ level: 50, time: 0, msg: 'request failed', err: { stack: 'Error: boom\n    at x' } })}\n`,
    );
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}shutting down signal=SIGTERM$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d ERROR request failed$/);
    expect(lines[2]).toBe('Error: boom');
  });
});
