import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preparingClient } from './pglite-statements.js';

/**
 * Without the schema's relational query API: nothing uses `db.query`, and Drizzle builds that
 * API, a builder per table, anew for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw access inside one transaction, for what Drizzle does not do: multi-statement scripts. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  rawTransaction<T>(work: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /**
   * VACUUM (ANALYZE) of the whole database, after a bulk load. Until a row's page is vacuumed,
   * the first read of each row records its visibility on the page, dirtying it, and with a small
   * page cache every such page is written back as it leaves: a random product's read cost a
   * fifth more. The planner also gets its statistics. PostgreSQL's autovacuum would get there
   * later; PGlite runs none.
   */
  vacuum(): Promise<void>;
  /** PGlite only: the data folder as a tar, which `from` opens again (the API suite's templates). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined means an in-memory database (tests), new or, with `from`, a copy of the
   * one a dump was made of: opening a dump skips initdb, most of a new database's cost.
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * How long a request waits for a connection, and for one statement, before it is answered with
 * 503: a database that stopped answering must not hold requests (and their sockets) open.
 * Bulk work (migrations, seeding, backups) goes through `rawTransaction`, on a connection of its
 * own without these limits.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
/** Past the server's own statement timeout: catches a network that stopped delivering answers. */
const READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

function requestPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: READ_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server closed (a restart, or a dropped test database) is an event,
  // not a crash: the pool has already discarded it and opens a new one for the next query.
  pool.on('error', () => {});
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    // A connection that dies while a request holds it emits 'error', which with no listener ends
    // the process. Its query has failed already; the connection goes back to the pool marked
    // broken, so the pool replaces it, whatever its holder does next: Drizzle never releases a
    // connection whose BEGIN failed, and ten such leaks would leave the pool empty for good.
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
  return pool;
}

/** A transaction on a connection of its own, for bulk work that may run for minutes. */
async function bulkTransaction<T>(url: string, work: (tx: RawTransaction) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('BEGIN');
    try {
      const result = await work({
        exec: async (script) => {
          await connection.query(script);
        },
        query: async <R>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as R[],
      });
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      // On a lost connection the ROLLBACK fails too (the server rolls back by itself): the
      // caller hears of the first failure, not of that one.
      await connection.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    await connection.end().catch(() => {});
  }
}

/** A command that cannot run inside a transaction block, on a connection of its own. */
async function outsideTransaction(url: string, command: string): Promise<void> {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query(command);
  } finally {
    await connection.end().catch(() => {});
  }
}

/**
 * PGlite's own bytea parser builds the bytes one two-letter substring at a time: the catalogue
 * load's 70 MB of cards became some 70 million strings. Node decodes the hex in one call.
 */
function parseBytea(text: string): Uint8Array {
  return Buffer.from(text.slice(2), 'hex');
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = requestPool(config.url);
    return {
      db: drizzlePg({ client: pool }),
      kind: 'postgres',
      rawTransaction: (work) => bulkTransaction(config.url, work),
      vacuum: () => outsideTransaction(config.url, 'VACUUM (ANALYZE)'),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) await fs.mkdir(path.dirname(config.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: config.dataDir,
    ...(config.from ? { loadDataDir: config.from } : {}),
    extensions: { pg_trgm },
    // PGlite's memory is this process's and never shrinks. The catalogue's hot data (index and
    // cards) lives in the server's own memory, so PostgreSQL's page cache need not hold it: a
    // smaller one keeps the process within its budget, and the operating system still caches
    // the files (docs/decisions/008-catalogue-cards-in-memory.md).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers: { [types.BYTEA]: parseBytea },
  });
  return {
    // Drizzle's driver calls only `query` and `transaction` on its client (decision 051).
    db: drizzlePglite({ client: preparingClient(client) as unknown as PGlite }),
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
    vacuum: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
