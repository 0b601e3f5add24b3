import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import app from '../app.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { seedIfEmpty } from '../seed/seed.js';
import { serverOptions } from '../server-options.js';
import {
  buyerWithCart,
  createOrder,
  paidCheckout,
  sellableVariant,
  type Buyer,
  type Sellable,
} from '../test/buyers.js';
import type { TestApp } from '../test/helper.js';

const postgresUrl = process.env.DATABASE_URL;

/**
 * A TCP hop between the server and PostgreSQL that the test can cut: as a database restart or a
 * network fault looks to the server (connections reset, new ones refused), and back.
 */
class CuttableLink {
  private readonly server = net.createServer((client) => this.join(client));
  private readonly sockets = new Set<net.Socket>();
  private cutAtNextOrderCommit = false;
  port = 0;

  constructor(private readonly target: URL) {}

  private join(client: net.Socket) {
    const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    // Whether this connection's open transaction has written an order.
    let wroteAnOrder = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      if (/insert into "orders"/i.test(text)) wroteAnOrder = true;
      // A COMMIT, as a simple query or a parsed statement, ends in "commit" and a zero byte.
      if (/commit\0/i.test(text)) {
        // Only the order's own COMMIT: the server's background work commits now and then on other
        // connections (a 1.5 s wait after arming the cut met one), and cutting that instead
        // dropped the order's request mid-way.
        if (this.cutAtNextOrderCommit && wroteAnOrder) {
          this.cutAtNextOrderCommit = false;
          this.dropConnections();
          return;
        }
        wroteAnOrder = false;
      }
      if (/rollback\0/i.test(text)) wroteAnOrder = false;
      upstream.write(chunk);
    });
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
  }

  async open(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  /** The database becomes unreachable: open connections reset, new ones refused. */
  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    this.dropConnections();
    await closed;
  }

  /**
   * Lets the COMMIT of the next transaction that writes an order die on the way: its statements
   * ran, its commit never arrives.
   */
  cutTheNextOrderCommit() {
    this.cutAtNextOrderCommit = true;
  }

  url(database: string): string {
    const url = new URL(this.target);
    url.host = `127.0.0.1:${this.port}`;
    url.pathname = `/${database}`;
    return url.toString();
  }
}

/** The database fails under a running server: PostgreSQL only (DATABASE_URL). */
describe.skipIf(!postgresUrl)('the database restarting or briefly unreachable', () => {
  const name = `krishi_outage_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let link: CuttableLink;
  /** Straight to PostgreSQL, around the link: what is really stored. */
  let direct: pg.Pool;
  let t: TestApp;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(postgresUrl!);
    link = new CuttableLink(target);
    await link.open();
    const directUrl = new URL(target);
    directUrl.pathname = `/${name}`;
    direct = new pg.Pool({ connectionString: directUrl.toString(), max: 2 });

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-outage-'));
    const database = await openDatabase({ kind: 'postgres', url: link.url(name) });
    await migrate(database);
    await seedIfEmpty(database, { dataDir, products: 60 });
    // The reconciler and the catalogue poll both run during the outage: the reconciler asks for
    // stale payment orders every second. None is stale for ten minutes, so it never finishes the
    // cut-commit test's paid order itself: when it did (a second's tick between paying and
    // ordering, on a loaded CI machine), its own COMMIT was the one cut, and the order's request,
    // in flight on the dropped connections, answered 502 instead of 503.
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CATALOGUE_POLL_MS: '100',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
      PAYMENT_RECONCILE_AFTER_SECONDS: '600',
    });
    const instance = Fastify(serverOptions(env, false));
    await instance.register(app, { env, database });
    await instance.ready();
    await instance.catalogue.warm();
    t = {
      app: instance,
      database,
      dataDir,
      close: async () => {
        await instance.close();
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }, 120_000);

  afterAll(async () => {
    await link?.open().catch(() => {});
    await t?.close();
    await direct?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

  it(
    'requests answer 503 with a clear message while it is unreachable, and 200 again once it is back, without a restart',
    { timeout: 60_000 },
    async () => {
      const item = await sellableVariant(t, 10);
      const buyer = await buyerWithCart(t, item);
      const cart = () => t.app.inject({ method: 'GET', url: '/cart/user-cart', headers: buyer.headers });
      const product = () => t.app.inject({ method: 'GET', url: `/api/eproduct/${item.productId}` });
      expect((await readyz()).statusCode).toBe(200);

      await link.cut();

      for (const response of [await cart(), await product()]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({ message: messages.serviceUnavailable });
      }
      const notReady = await readyz();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'unavailable', checks: { database: 'down', catalogue: 'ok' } });
      // The payment reconciler (every second) and the catalogue poll run into the outage too:
      // a failure of theirs must not end the process.
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      await link.open();

      expect((await readyz()).statusCode).toBe(200);
      expect((await cart()).statusCode).toBe(200);
      expect((await product()).statusCode).toBe(200);
    },
  );

  describe('an order whose commit is cut off', () => {
    let item: Sellable;
    let buyer: Buyer;
    const stored = async () => {
      const { rows } = await direct.query<{ inventory: number; orders: number; movements: number; cart: number }>(
        `SELECT (SELECT inventory FROM variants WHERE id = $1) AS inventory,
                (SELECT count(*)::int FROM orders WHERE user_id = $2) AS orders,
                (SELECT count(*)::int FROM stock_movements WHERE variant_id = $1) AS movements,
                (SELECT coalesce(sum(i.quantity), 0)::int FROM cart_items i JOIN carts c ON c.id = i.cart_id
                  WHERE c.user_id = $2) AS cart`,
        [item.variantId, buyer.userId],
      );
      return rows[0]!;
    };

    beforeAll(async () => {
      item = await sellableVariant(t, 5, 1);
      buyer = await buyerWithCart(t, item, 2);
    });

    it('answers 503 and leaves nothing of the order: stock, stock movements and cart as they were', async () => {
      const paid = await paidCheckout(t, buyer);
      const before = await stored();
      expect(before).toEqual({ inventory: 5, orders: 0, movements: 0, cart: 2 });

      link.cutTheNextOrderCommit();
      const response = await createOrder(t, buyer, paid);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: messages.serviceUnavailable });
      expect(await stored()).toEqual(before);

      // The buyer's retry (the page retries the same payment) makes exactly one order.
      const retried = await createOrder(t, buyer, paid);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await stored()).toEqual({ inventory: 3, orders: 1, movements: 1, cart: 0 });
    });
  });
});
