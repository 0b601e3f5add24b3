import fs from 'node:fs/promises';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoriesResponse } from '@krishi/contract';
import { seededDataFolder, startStandaloneServer, type StandaloneServer } from '../test/server-processes.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Upload {
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer, or the socket error if the server dropped the request. */
  answer: Promise<{ status: number; body: string }>;
}

/** A POST whose body is sent in two parts: the request is in flight until `finish()`. */
function slowUpload(baseUrl: string, route: string, body: string): Upload {
  const request = http.request(`${baseUrl}${route}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), answer };
}

/** A connection kept open after its request, as a browser or a proxy keeps one. */
async function idleKeepAliveConnection(baseUrl: string): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${baseUrl}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      })
      .on('error', reject);
  });
  return agent;
}

/** SIGTERM to a built server process: what a deploy or a scale-in does. Needs a built server. */
describe('graceful shutdown', () => {
  let server: StandaloneServer | undefined;
  /** Each test's server starts from a copy: a start without the seed is a fraction of one with it. */
  let seeded: string;
  beforeAll(async () => {
    seeded = await seededDataFolder();
  }, 120_000);
  afterEach(() => server?.close());
  afterAll(() => fs.rm(seeded, { recursive: true, force: true }));

  it(
    'finishes a request whose body is still arriving, closes idle connections, then exits 0',
    { timeout: 90_000 },
    async () => {
      server = await startStandaloneServer({}, seeded);
      const agent = await idleKeepAliveConnection(server.baseUrl);
      const upload = slowUpload(server.baseUrl, '/api/ecategory/storeFrontcategories', JSON.stringify({}));
      await pause(200);

      server.child.kill('SIGTERM');
      await pause(500);
      expect(server.child.exitCode).toBeNull();
      upload.finish();

      const answer = await upload.answer;
      expect(answer.status).toBe(200);
      expect(categoriesResponse.parse(JSON.parse(answer.body)).rootCategories.length).toBeGreaterThan(0);
      expect(await server.exited).toBe(0);
      agent.destroy();
    },
  );

  it('stops accepting new connections once it is shutting down', { timeout: 90_000 }, async () => {
    server = await startStandaloneServer({}, seeded);
    const upload = slowUpload(server.baseUrl, '/api/ecategory/storeFrontcategories', JSON.stringify({}));
    await pause(200);

    server.child.kill('SIGTERM');
    await pause(300);

    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    upload.finish();
    expect((await upload.answer).status).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it(
    'with a drain time, /readyz answers 503 at once while pages are still served, then it exits 0',
    { timeout: 90_000 },
    async () => {
      server = await startStandaloneServer({ SHUTDOWN_DRAIN_SECONDS: '2' }, seeded);

      server.child.kill('SIGTERM');
      await pause(200);

      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'shutting down' });
      expect((await fetch(`${server.baseUrl}/metadata/languages`)).status).toBe(200);
      expect(await server.exited).toBe(0);
    },
  );

  it('a second signal while shutting down ends the process at once', { timeout: 90_000 }, async () => {
    server = await startStandaloneServer({ SHUTDOWN_DRAIN_SECONDS: '30', SHUTDOWN_TIMEOUT_SECONDS: '60' }, seeded);
    server.child.kill('SIGINT');
    await pause(200);
    const signalled = Date.now();

    server.child.kill('SIGINT');

    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
  });

  it('a request that never finishes keeps the process no longer than the deadline', { timeout: 90_000 }, async () => {
    server = await startStandaloneServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' }, seeded);
    const upload = slowUpload(server.baseUrl, '/api/ecategory/storeFrontcategories', JSON.stringify({}));
    upload.answer.catch(() => {});
    await pause(200);
    const signalled = Date.now();

    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
  });
});
