import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './faults/server-process.js';
import { verifyOtpResponse } from '@krishi/contract';
import { lastCode } from './login.js';
import { setStock } from './faults/stock.js';

/** The built server: these tests run real processes, as a deployment does, not the sources. */
const serverEntry = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
}

export interface ServerProcesses {
  servers: ServerProcess[];
  /** The database all of them share, for reading what they wrote. */
  sql: pg.Pool;
  /** Their shared data folder: the SMS outbox and the keys. */
  dataDir: string;
  close(): Promise<void>;
}

async function waitUntilServing(server: ServerProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      const answer = await fetch(`${server.baseUrl}/metadata/languages`);
      // Read to the end: a body left unread holds its connection open until the process is stopped.
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start within 60 s:\n${output()}`);
}

/**
 * `count` processes of the built server on loopback, sharing one fresh database on the
 * PostgreSQL server of `postgresUrl` (dropped on close) and one data folder. The first one
 * migrates and seeds before the others start.
 */
export async function startServerProcesses(
  postgresUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ServerProcesses> {
  await fs.access(serverEntry).catch(() => {
    throw new Error(`${serverEntry} is missing: build the server first (npm run build)`);
  });
  const name = `krishi_procs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-procs-'));

  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(
      servers.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [serverEntry], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          LOG_LEVEL: 'error',
          OTP_SENDS_PER_IP_PER_HOUR: '100000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const server = { baseUrl: `http://127.0.0.1:${port}`, child };
      servers.push(server);
      await waitUntilServing(server, () => output);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  const sql = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle connection the database ends is dropped by the pool, and a query on it fails its test;
  // without a listener the pool's 'error' event would be thrown into whichever test runs then.
  sql.on('error', (error) => console.warn(`an idle test connection ended: ${error.message}`));
  return {
    servers,
    sql,
    dataDir,
    close: async () => {
      await stopAll();
      await sql.end();
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /**
   * The loopback address to send from (any of 127.0.0.0/8): to a server, and to nginx, each one is
   * a client of its own; only 127.0.0.1 is exempt from the per-minute limit.
   */
  localAddress?: string;
  /** The certificate to trust for an https:// base (nginx's self-signed one). */
  ca?: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** One JSON call to a running server, or to nginx in front of servers, on a connection of its own. */
export function call(baseUrl: string, method: string, route: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(route, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method, headers, agent: false, localAddress: options.localAddress, ca: options.ca },
      (response) => {
        let text = '';
        // A connection cut mid-answer fails this call, not whichever test runs when it is noticed.
        response.on('error', reject);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
          } catch {
            reject(new Error(`${method} ${route} answered ${response.statusCode} with no JSON: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Logs a phone in over HTTP as the page does, reading the code from the servers' shared SMS outbox. */
export async function logInOverHttp(
  baseUrl: string,
  dataDir: string,
  phoneNumber: string,
  options: Omit<CallOptions, 'token' | 'body'> = {},
): Promise<string> {
  const sent = await call(baseUrl, 'POST', `/unauth/${phoneNumber}`, options);
  if (sent.status !== 200) throw new Error(`sending a code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await lastCode({ dataDir }, phoneNumber);
  const verified = await call(baseUrl, 'POST', '/unauth/verify-user', { ...options, body: { phoneNumber, otp } });
  if (verified.status !== 200) {
    throw new Error(`verifying the code failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return verifyOtpResponse.parse(verified.body).authToken;
}

export interface StandaloneServer extends ServerProcess {
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Its data folder. */
  dataDir: string;
  /** Kills the process if it still runs and removes its data folder. */
  close(): Promise<void>;
}

/**
 * One process of the built server as `npm start` runs it: its own PGlite database in a fresh
 * data folder, seeded on start, or in a copy of `from` (a folder `seededDataFolder` made). For
 * what one process does with its own life (signals, exits).
 */
export async function startStandaloneServer(
  env: Record<string, string> = {},
  from?: string,
): Promise<StandaloneServer> {
  await fs.access(serverEntry).catch(() => {
    throw new Error(`${serverEntry} is missing: build the server first (npm run build)`);
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-standalone-'));
  if (from) await fs.cp(from, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { baseUrl: `http://127.0.0.1:${port}`, child };
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(server, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...server, dataDir, output: () => output, exited, close };
}

/**
 * A data folder as a standalone server leaves it after its first start and a clean stop:
 * migrated, seeded, with its keys. A server started from a copy skips the database's creation
 * and the seed, most of a start. The caller removes it.
 */
export async function seededDataFolder(): Promise<string> {
  const first = await startStandaloneServer();
  first.child.kill('SIGTERM');
  const code = await first.exited;
  if (code !== 0) {
    await first.close();
    throw new Error(`the seeding server exited with ${code}:\n${first.output()}`);
  }
  return first.dataDir;
}

/** A variant a buyer can have delivered (its seller serves its own state), its stock set to `inventory`. */
export async function deliverableVariant(
  sql: pg.Pool,
  inventory: number,
): Promise<{ product_id: number; variant_id: number; state: string; pincode: string }> {
  const { rows } = await sql.query<{ product_id: number; variant_id: number; state: string; pincode: string }>(
    `SELECT p.id AS product_id, v.id AS variant_id, s.state, s.pincode
       FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
      WHERE p.status = 'ACTIVE' AND v.is_product_available AND s.state = ANY (s.served_states)
      ORDER BY v.id LIMIT 1`,
  );
  const item = rows[0];
  if (!item) throw new Error('the seed has no deliverable variant');
  await setStock((text, params) => sql.query(text, params), item.variant_id, inventory);
  return item;
}
