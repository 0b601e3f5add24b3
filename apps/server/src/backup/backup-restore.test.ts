import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrdersResponse } from '@krishi/contract';
import app from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadEnv } from '../env.js';
import { serverOptions } from '../server-options.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { buyerWithCart, placedOrder, sellableVariant, type Buyer, type Sellable } from '../test/buyers.js';
import { addCoupon } from '../test/shop.js';
import { backupDatabase } from './backup.js';
import { BackupFormatError } from './format.js';
import { restoreDatabase, RestoreRefused } from './restore.js';
import { sequences, tablesInDependencyOrder } from './schema-info.js';

const postgresUrl = process.env.DATABASE_URL;

/** Empty databases made by a test, each dropped (PostgreSQL) or closed (PGlite) at the end. */
const opened: Array<() => Promise<void>> = [];

async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    opened.push(() => database.close());
    return database;
  }
  const name = `krishi_restore_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  opened.push(async () => {
    await database.close();
    const c = new pg.Client({ connectionString: postgresUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return database;
}

/** Every row of every table as PostgreSQL writes it in JSON (timestamps in UTC), and each sequence. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  return database.rawTransaction(async (tx) => {
    await tx.exec("SET LOCAL TimeZone = 'UTC'");
    const all: Record<string, string[]> = {};
    for (const table of await tablesInDependencyOrder(tx)) {
      const rows = await tx.query<{ json: string }>(`SELECT row_to_json(t)::text AS json FROM "${table}" t`);
      all[table] = rows.map((r) => r.json).sort();
    }
    for (const sequence of await sequences(tx)) {
      const [state] = await tx.query<{ json: string }>(
        `SELECT json_build_array(last_value::text, is_called)::text AS json FROM "${sequence}"`,
      );
      all[`sequence ${sequence}`] = [state!.json];
    }
    return all;
  });
}

/** The app, as the server runs it, over a database a restore filled. */
async function serve(database: Database): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-restored-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const instance = Fastify(serverOptions(env, false));
  await instance.register(app, { env, database });
  await instance.ready();
  return {
    app: instance,
    database,
    dataDir,
    close: async () => {
      await instance.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const ordersOf = async (shop: TestApp, buyer: Buyer) => {
  const response = await shop.app.inject({ method: 'GET', url: '/order/user-orders', headers: buyer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return userOrdersResponse.parse(response.json()).orders.map((o) => o.id);
};

let t: TestApp;
let item: Sellable;
let workDir: string;
let backupFile: string;
const buyers: Buyer[] = [];
const orderIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({ products: 30 });
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-backup-'));
  backupFile = path.join(workDir, 'shop.jsonl.gz');
  item = await sellableVariant(t, 100);
  // Orders, one with a coupon; a cart left unbought; a review and a wished-for product.
  await addCoupon(t, { code: 'BACKUP50', discountValue: 5_000, expiryDate: '2099-12-31' });
  for (let i = 0; i < 3; i++) {
    const buyer = await buyerWithCart(t, item, 1 + i);
    if (i === 0) {
      const applied = await t.app.inject({
        method: 'POST',
        url: '/cart/coupon',
        headers: buyer.headers,
        payload: { couponCode: 'BACKUP50' },
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    orderIds.push((await placedOrder(t, buyer)).id);
    buyers.push(buyer);
  }
  const waiting = await buyerWithCart(t, item, 2);
  buyers.push(waiting);
  const reviewed = await t.app.inject({
    method: 'POST',
    url: '/api/review/saveUpdate',
    headers: waiting.headers,
    payload: { userId: waiting.userId, productId: item.productId, rating: 4, comment: 'Good seeds, grew well' },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  const wished = await t.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: waiting.headers,
    payload: { productId: item.productId },
  });
  expect(wished.statusCode, wished.body).toBe(200);
});

afterAll(async () => {
  for (const close of opened.reverse()) await close();
  await t?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

const sourceKind = postgresUrl ? 'postgres' : 'pglite';

describe(`backup and restore (${sourceKind})`, () => {
  let source: Record<string, string[]>;
  let restored: Database;
  /** An empty database the refused restores leave empty, shared to spare a PGlite start. */
  let scratch: Database | undefined;
  const empty = async () => (scratch ??= await emptyDatabase(sourceKind));

  it('restores into an empty database every row of every table, and each sequence where it stood', async () => {
    const totals = await backupDatabase(t.database, backupFile);
    source = await contents(t.database);
    for (const table of [
      'users',
      'orders',
      'stock_movements',
      'carts',
      'cart_items',
      'reviews',
      'coupon_redemptions',
    ]) {
      expect(source[table]!.length, `${table} has rows to back up`).toBeGreaterThan(0);
    }
    expect(totals.rows).toBe(
      Object.entries(source).reduce((n, [k, rows]) => (k.startsWith('sequence ') ? n : n + rows.length), 0),
    );

    restored = await emptyDatabase(sourceKind);
    expect(await restoreDatabase(restored, backupFile)).toEqual(totals);
    expect(await contents(restored)).toEqual(source);
  });

  it('serves the shop from the restored database: buyers keep their sessions and orders, and a new order gets a new id', async () => {
    const shop = await serve(restored);
    try {
      for (const [i, orderId] of orderIds.entries()) expect(await ordersOf(shop, buyers[i]!)).toEqual([orderId]);
      const newcomer = await buyerWithCart(shop, item);
      const order = await placedOrder(shop, newcomer);
      expect(order.id).toBeGreaterThan(Math.max(...orderIds));
    } finally {
      await shop.close();
    }
  });

  it('refuses to restore over a database that holds data, naming what it holds; --force replaces it', async () => {
    const error = await restoreDatabase(restored, backupFile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/not empty: it holds rows in \w+ \(\d+\).*--force/);

    await restoreDatabase(restored, backupFile, { force: true });
    expect(await contents(restored)).toEqual(source);
  });

  it('restores nothing from a backup cut short', async () => {
    const lines = zlib
      .gunzipSync(await fs.readFile(backupFile))
      .toString('utf8')
      .split('\n');
    const cut = path.join(workDir, 'cut.jsonl.gz');
    await fs.writeFile(cut, zlib.gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    const target = await empty();

    const error = await restoreDatabase(target, cut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupFormatError);
    expect((error as Error).message).toMatch(/cut short/);
    const [row] = await target.rawTransaction((tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users'));
    expect(row!.n).toBe(0);
  });

  it('refuses a file that is not a backup', async () => {
    const notBackup = path.join(workDir, 'notes.txt');
    await fs.writeFile(notBackup, 'hello');
    const error = await restoreDatabase(await empty(), notBackup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupFormatError);
    expect((error as Error).message).toMatch(/not a gzip'd Krishi backup/);
  });

  // PGlite has one connection, which the backup's transaction holds: nothing can commit meanwhile.
  it.runIf(postgresUrl)(
    'backs up a shop that keeps selling as it was at one instant: an order made meanwhile is left out whole',
    async () => {
      const during = path.join(workDir, 'during-a-checkout.jsonl.gz');
      const buyer = await buyerWithCart(t, item);
      let madeMeanwhile = 0;
      await backupDatabase(t.database, during, {
        // Once the first table is written: an order made now changes tables still to be written.
        onTable: async () => {
          if (madeMeanwhile === 0) madeMeanwhile = (await placedOrder(t, buyer)).id;
        },
      });
      expect(madeMeanwhile).toBeGreaterThan(0);

      const target = await emptyDatabase(sourceKind);
      await restoreDatabase(target, during);
      const [check] = await target.rawTransaction((tx) =>
        tx.query<{ order: number; movements: number; inventory: number; taken: number; cart_lines: number }>(
          `SELECT (SELECT count(*)::int FROM orders WHERE id = $2) AS order,
                (SELECT count(*)::int FROM stock_movements WHERE order_id = $2) AS movements,
                (SELECT inventory FROM variants WHERE id = $1) AS inventory,
                (SELECT coalesce(-sum(change), 0)::int FROM stock_movements WHERE variant_id = $1) AS taken,
                (SELECT count(*)::int FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.user_id = $3) AS cart_lines`,
          [item.variantId, madeMeanwhile, buyer.userId],
        ),
      );
      expect(check).toEqual({
        order: 0,
        movements: 0,
        inventory: 100 - check!.taken,
        taken: check!.taken,
        cart_lines: 1,
      });
    },
  );

  it.runIf(postgresUrl)('restores a PostgreSQL backup into PGlite, and that one back into PostgreSQL', async () => {
    const intoPglite = await emptyDatabase('pglite');
    await restoreDatabase(intoPglite, backupFile);
    expect(await contents(intoPglite)).toEqual(source);

    const again = path.join(workDir, 'from-pglite.jsonl.gz');
    await backupDatabase(intoPglite, again);
    const backIntoPostgres = await emptyDatabase('postgres');
    await restoreDatabase(backIntoPostgres, again);
    expect(await contents(backIntoPostgres)).toEqual(source);
  });
});
