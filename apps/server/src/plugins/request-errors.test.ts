import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../test/helper.js';

/** What the attack sent: about 5,600 levels of arrays in 11 KB. */
const deepBody = '['.repeat(5600) + ']'.repeat(5600);
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ seed: false, logger: { level: 'error', stream } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('a deeply nested JSON body', () => {
  it('is refused with 400 and the depth limit before login, with nothing logged as a failure', async () => {
    const response = await post('/unauth/verify-user', deepBody);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.jsonTooDeep(MAX_JSON_DEPTH) });
    expect(logged).toEqual([]);
  });

  it('is refused with 400 by the catalogue calls, which read their bodies their own way', async () => {
    const response = await post('/api/eproduct/products', deepBody);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.jsonTooDeep(MAX_JSON_DEPTH) });
    expect(logged).toEqual([]);
  });

  it(`is read as usual up to ${MAX_JSON_DEPTH} levels`, async () => {
    const atLimit = await post('/unauth/verify-user', nested(MAX_JSON_DEPTH));
    const overLimit = await post('/unauth/verify-user', nested(MAX_JSON_DEPTH + 1));
    // The call's own validation answers the first (it is not a code): the body was read.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).not.toMatchObject({ message: messages.jsonTooDeep(MAX_JSON_DEPTH) });
    expect(overLimit.json()).toMatchObject({ message: messages.jsonTooDeep(MAX_JSON_DEPTH) });
  });
});
