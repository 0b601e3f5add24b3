import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, PRODUCT_CSV_MAX_BYTES } from '@krishi/contract';
import { buildTestApp } from '../helper.js';
import { bearer, logIn } from '../login.js';
import { adminEnv, operator } from '../admin.js';
import { requestsFor, type FuzzRequest } from './fuzz-requests.js';
import {
  internalsIn,
  operationsOf,
  resolverOf,
  responseChecker,
  type OpenApiDocument,
  type Operation,
} from './openapi.js';

/**
 * FUZZ_SEED replays a run: a failure prints the seed (and fast-check's path) it was found with.
 * FUZZ_RUNS raises the number of generated requests per operation for a longer hunt.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const numRuns = Number(process.env.FUZZ_RUNS ?? 100);
const ONE_MB = 1024 * 1024;

const CSV_IMPORT = 'POST /admin/api/products/import';
const LOTS_IMPORT = 'POST /admin/api/lots/import';
const CSV_IMPORTS = [CSV_IMPORT, LOTS_IMPORT];
const WEBHOOK = 'POST /payments/webhook';
/** Routes that take more than the server's 1 MB: a CSV file of the whole catalogue, or of lots. */
const bodyLimits: Record<string, number> = {
  [CSV_IMPORT]: PRODUCT_CSV_MAX_BYTES,
  [LOTS_IMPORT]: PRODUCT_CSV_MAX_BYTES,
};

// Stored push endpoints are on loopback's discard port (json-schema-arbitrary.ts), so accept them.
const t = await buildTestApp({ products: 20, env: { ...adminEnv, PUSH_SERVICE_HOSTS: '127.0.0.1:9' } });
afterAll(() => t.close());

const document = t.app.swagger() as unknown as OpenApiDocument;
const operations = operationsOf(document);
const check = responseChecker(document);
const resolve = resolverOf(document);
const customer = await logIn(t, '9876543210');
const admin = await operator(t);
// The first call of an operator's phone gives it the admin role.
await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: admin.headers });

type Credential = 'none' | 'customer' | 'operator';

/**
 * A token minted for each request: a generated request may log its session out or change the
 * password, and the next request must still carry a live token.
 */
async function headersOf(credential: Credential): Promise<Record<string, string>> {
  if (credential === 'none') return {};
  const userId = credential === 'operator' ? admin.userId : customer.userId;
  const { token } = await t.app.sessions.create(userId, new Date());
  return bearer(token);
}

const credentialsFor = (operation: Operation): Credential[] =>
  operation.admin ? ['none', 'customer', 'operator'] : ['none', 'customer'];

const excerpt = (text: string | undefined, length = 400) =>
  text === undefined ? '(none)' : text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text;

/** Why an answer breaks the contract: a 5xx, a body outside its documented schema, or internals. */
function problemsOf(
  operation: Operation,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const contentType =
    typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : undefined;
  const problems = response.statusCode >= 500 ? [`answered ${response.statusCode}`] : [];
  problems.push(...check(operation, response.statusCode, contentType, response.body));
  if (!/^image\//.test(contentType ?? '')) problems.push(...internalsIn(response.body));
  return problems;
}

async function send(operation: Operation, request: FuzzRequest, credential: Credential) {
  const headers = await headersOf(credential);
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: request.payload,
  });
  const problems = problemsOf(operation, response);
  if (problems.length > 0) {
    throw new Error(
      [
        `${operation.name} (seed ${seed}) broke its contract:`,
        ...problems.map((p) => `  - ${p}`),
        `request: ${request.method} ${excerpt(request.url, 300)} as ${credential}${request.hostile ? ' (hostile)' : ''}`,
        `body sent: ${excerpt(request.payload)}`,
        `answer: ${response.statusCode} ${excerpt(response.body)}`,
      ].join('\n'),
    );
  }
}

/** A token of the operation's own audience, for the fixed cases that must get past the login. */
const ownCredential = (operation: Operation): Credential => (operation.admin ? 'operator' : 'customer');

async function sendRaw(operation: Operation, contentType: string, payload: string) {
  const headers = await headersOf(ownCredential(operation));
  const url = operation.path.replace(/\{[^}]+\}/g, '1');
  const response = await t.app.inject({
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { response, problems: problemsOf(operation, response) };
}

const readsBody = (operation: Operation) => operation.method !== 'GET';

describe('the API document', () => {
  it('lists the operations the fuzzer drives', () => {
    expect(operations.length).toBeGreaterThan(80);
  });
});

describe.each(operations)('$name', (operation) => {
  it(`keeps its documented answers for ${numRuns} generated requests, with and without a token`, async () => {
    await fc.assert(
      fc.asyncProperty(requestsFor(operation, { resolve }), async (request) => {
        for (const credential of credentialsFor(operation)) await send(operation, request, credential);
      }),
      { numRuns, seed, endOnFailure: true },
    );
  }, 300_000);
});

describe.each(operations.filter(readsBody))('$name, sent a body it cannot take', (operation) => {
  it('answers 413 to a body over its limit (1 MB unless it takes files)', async () => {
    const limit = bodyLimits[operation.name] ?? ONE_MB;
    const { response, problems } = await sendRaw(
      operation,
      'application/json',
      JSON.stringify({ text: 'x'.repeat(limit) }),
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(problems).toEqual([]);
  });

  it('answers 400 with the contract message to broken JSON', async () => {
    const { response, problems } = await sendRaw(operation, 'application/json', '{"cartItems": [1, 2');
    expect(response.statusCode, response.body).toBe(400);
    // The webhook reads nothing, broken or not, before the gateway's signature over its bytes.
    const message = operation.name === WEBHOOK ? messages.webhookSignatureInvalid : messages.malformedJson;
    expect(response.json()).toMatchObject({ message });
    expect(problems).toEqual([]);
  });

  // The CSV imports read a text/plain body as the file itself.
  if (!CSV_IMPORTS.includes(operation.name)) {
    it('answers 415 to a text/plain body', async () => {
      const { response, problems } = await sendRaw(operation, 'text/plain', 'hello');
      expect(response.statusCode, response.body).toBe(415);
      expect(problems).toEqual([]);
    });
  }

  it('answers 415 to a form', async () => {
    const { response, problems } = await sendRaw(operation, 'application/x-www-form-urlencoded', 'a=1&b=2');
    expect(response.statusCode, response.body).toBe(415);
    expect(problems).toEqual([]);
  });
});
