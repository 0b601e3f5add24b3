import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import app from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { seedIfEmpty } from '../seed/seed.js';
import { serverOptions } from '../server-options.js';
import { createDatabase, dropDatabases, SEEDED_PRODUCTS, utcDay } from './database-templates.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A migrated database of its own for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of DATABASE_URL (dropped afterwards). It starts as a copy of
 * the run's template (database-templates.ts), seeded when `seeded`.
 */
async function freshDatabase(
  wantsSeed: boolean,
): Promise<{ database: Database; seeded: boolean; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  // The seed dates lots and coupons from its day: past midnight, a file seeds its own.
  const seeded = wantsSeed && templates?.day === utcDay();
  const template = templates?.[seeded ? 'seeded' : 'migrated'];
  const url = process.env.DATABASE_URL;
  if (!url) {
    const from = template ? new Blob([await fs.readFile(template)]) : undefined;
    return { database: await openDatabase({ kind: 'pglite', from }), seeded, drop: async () => {} };
  }
  const name = `krishi_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const database = await openDatabase({ kind: 'postgres', url: await createDatabase(url, name, template) });
  return { database, seeded, drop: () => dropDatabases(url, name) };
}

export interface TestAppOptions {
  products?: number;
  seed?: boolean;
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Fastify's logger option (none by default), e.g. `{ stream }` to read what would be logged. */
  logger?: FastifyServerOptions['logger'];
  /** false: return as soon as the server is ready, with the catalogue perhaps still loading. */
  warm?: boolean;
  /** Adds routes before the app is ready, e.g. a route behind `app.authenticate`. */
  extend?: (app: FastifyInstance) => void;
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-test-'));
  const products = opts.seed === false ? 0 : (opts.products ?? SEEDED_PRODUCTS);
  const { database, seeded, drop } = await freshDatabase(products === SEEDED_PRODUCTS);
  await migrate(database);
  if (products > 0 && !seeded) await seedIfEmpty(database, { dataDir, products });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const instance = Fastify(serverOptions(env, opts.logger ?? false));
  await instance.register(app, { env, database });
  opts.extend?.(instance);
  await instance.ready();
  // The catalogue loads after start (/readyz waits for it); tests begin with it loaded, as
  // they did when start waited.
  if (opts.warm !== false) await instance.catalogue.warm();
  return {
    app: instance,
    database,
    dataDir,
    close: async () => {
      await instance.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
