import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';

/** The built script, as `npm run admin:grant` runs it after building. */
const script = fileURLToPath(new URL('../../../dist/admin-grant.js', import.meta.url));
const run = promisify(execFile);

interface Outcome {
  code: number;
  output: string;
}

/** Runs the script as its own process, in an empty folder (no .env), with only the environment given. */
async function grant(phone: string, env: Record<string, string>): Promise<Outcome> {
  const cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-cwd-'));
  try {
    const { stdout, stderr } = await run(process.execPath, [script, phone], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  } finally {
    await fs.rm(cwd, { recursive: true, force: true });
  }
}

async function roleOf(database: Database, phone: string): Promise<string | undefined> {
  const rows = await database.rawTransaction((tx) =>
    tx.query<{ role: string }>('SELECT role FROM users WHERE phone_number = $1', [phone]),
  );
  return rows[0]?.role;
}

let dataDir: string;

beforeAll(async () => {
  await fs.access(script).catch(() => {
    throw new Error(`${script} is missing: build the server first (npm run build)`);
  });
});

afterEach(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin:grant on the embedded PGlite database', () => {
  it('gives an existing customer the admin role on a stopped database', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrate(database);
    await database.rawTransaction((tx) => tx.query("INSERT INTO users (phone_number) VALUES ('9812345670')"));
    await database.close();

    const outcome = await grant('9812345670', { DATA_DIR: dataDir });
    expect(outcome.code, outcome.output).toBe(0);
    expect(outcome.output).toContain('9812345670');

    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await roleOf(reopened, '9812345670')).toBe('admin');
    } finally {
      await reopened.close();
    }
  });

  it('creates the user when the phone never logged in, migrating a new database', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-'));
    const outcome = await grant('9812345671', { DATA_DIR: dataDir });
    expect(outcome.code, outcome.output).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await roleOf(database, '9812345671')).toBe('admin');
    } finally {
      await database.close();
    }
  });

  it('says to stop the server while the database is open, changing nothing', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await migrate(database);
      const outcome = await grant('9812345672', { DATA_DIR: dataDir });
      expect(outcome.code).toBe(1);
      expect(outcome.output).toContain('is in use');
      expect(outcome.output).toContain('Stop the server');
      expect(await roleOf(database, '9812345672')).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('refuses a phone that is not a 10-digit mobile number', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-'));
    const outcome = await grant('12345', { DATA_DIR: dataDir });
    expect(outcome.code).toBe(2);
    expect(outcome.output).toContain('Usage: npm run admin:grant -- <phone>');
  });
});

describe.runIf(process.env.DATABASE_URL)('npm run admin:grant on PostgreSQL', () => {
  it('grants the role while a server has the database open', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `krishi_grant_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-grant-'));
    // Held open all along, as a running server holds its pool.
    const server = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    try {
      await migrate(server);
      await server.rawTransaction((tx) => tx.query("INSERT INTO users (phone_number) VALUES ('9812345673')"));
      const outcome = await grant('9812345673', { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() });
      expect(outcome.code, outcome.output).toBe(0);
      expect(await roleOf(server, '9812345673')).toBe('admin');
    } finally {
      await server.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
