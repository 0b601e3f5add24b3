import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refusalBody, type ErrorBody } from '@krishi/contract';
import { invalidInput } from '../lib/invalid-input.js';
import { Refusal } from '../lib/refusal.js';

/** Socket failures of Node itself, while connecting or on an open connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exceptions), the server shutting
 * down or starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now),
 * too many connections (53300), and a statement cancelled by statement_timeout (57014).
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres reports these with a message only, no code. */
const POSTGRES_CLIENT_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

function isUnavailableCause(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return POSTGRES_CLIENT_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), says a backing
 * service is briefly out of reach, not that the request or our code is wrong: a restart, a
 * failover, a cut network, a full connection pool. The client may try again shortly.
 */
function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (isUnavailableCause(current)) return true;
    seen.add(current);
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** How soon a client may try again after a 503: a database restart or failover takes seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole API: the client learns what it did wrong (4xx with the
 * contract's error body: an English message, a code and its params), never how the server failed
 * (5xx: logged in full, answered with a plain message). A `Refusal` thrown anywhere is answered as
 * it says. A database out of reach is a 503 the client may retry, not a 500.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // instancePath is the zod issue path ("/pageSize", "/items/0/qty"); empty for the whole part.
      const problems = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || undefined,
        message: v.message,
      }));
      const refusal = invalidInput(problems, ({ field, message }) => (field ? `${field}: ${message}` : message));
      return reply.code(400).send(refusal.body);
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(refusalBody('serviceUnavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(refusalBody('internal'));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(status).send(refusalBody('malformedJson'));
    }
    // The framework's own 4xx (a body too large, a type no route reads): its words, no code.
    return reply.code(status).send({ message: error.message } satisfies ErrorBody);
  });
});
