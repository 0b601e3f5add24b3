import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import errors from '../plugins/errors.js';

/** A failure of node-postgres or Node's sockets, as the driver raises it. */
function failure(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/** Drizzle wraps the driver's error: the cause says what happened. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

const outages: Array<[string, Error]> = [
  ['the database refusing connections (restarting)', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a connection reset mid-query', failure('read ECONNRESET', 'ECONNRESET')],
  [
    'an administrator shutting PostgreSQL down (57P01)',
    failure('terminating connection due to administrator command', '57P01'),
  ],
  ['PostgreSQL still starting up (57P03)', failure('the database system is starting up', '57P03')],
  ['a connection exception (class 08)', failure('connection failure', '08006')],
  ['a connection lost without a code', failure('Connection terminated unexpectedly')],
  ['no pool connection within the connect timeout', failure('timeout exceeded when trying to connect')],
  ['a statement past the statement timeout (57014)', failure('canceling statement due to statement timeout', '57014')],
  ['any of these wrapped by Drizzle', wrapped(failure('Connection terminated unexpectedly'))],
];

describe('a database out of reach', () => {
  const app = Fastify({ logger: false });
  let next: Error = new Error('unset');
  beforeAll(async () => {
    await app.register(errors);
    app.get('/read', async () => {
      throw next;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  for (const [what, error] of outages) {
    it(`answers 503 with a retry time and a plain message for ${what}`, async () => {
      next = error;
      const response = await app.inject({ method: 'GET', url: '/read' });

      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ message: messages.serviceUnavailable });
    });
  }

  it('still answers 500 for a failure of our own, with a code or without', async () => {
    for (const error of [failure('relation "nope" does not exist', '42P01'), failure('undefined is not a function')]) {
      next = error;
      const response = await app.inject({ method: 'GET', url: '/read' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ message: messages.internal });
    }
  });
});
