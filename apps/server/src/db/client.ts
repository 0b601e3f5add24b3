import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw access inside one transaction, for what Drizzle does not do: multi-statement scripts. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  rawTransaction<T>(work: (tx: RawTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server closed (a restart, or a dropped test database) is an event,
    // not a crash: the pool has already discarded it and opens a new one for the next query.
    pool.on('error', () => {});
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      rawTransaction: async (work) => {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          const result = await work({
            exec: async (script) => {
              await connection.query(script);
            },
            query: async <T>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as T[],
          });
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK');
          throw error;
        } finally {
          connection.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (config.dataDir) await fs.mkdir(path.dirname(config.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: config.dataDir,
    extensions: { pg_trgm },
    // PGlite's memory is this process's and never shrinks. The catalogue's hot data (index and
    // cards) lives in the server's own memory, so PostgreSQL's page cache need not hold it: a
    // smaller one keeps the process within its budget, and the operating system still caches
    // the files (docs/decisions/008-catalogue-cards-in-memory.md).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}
