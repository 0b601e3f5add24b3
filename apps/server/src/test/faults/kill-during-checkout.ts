import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseConfig } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedIfEmpty } from '../../seed/seed.js';
import { checkInvariants, type Invariant, type Ledger } from './invariants.js';
import { freePort, RestartableServer } from './server-process.js';
import { setStock } from './stock.js';
import {
  checkOut,
  newBuyer,
  newClientStats,
  ShopClient,
  type Buyer,
  type CartLine,
  type CheckoutOutcome,
  type ClientStats,
  type Finisher,
} from './shopper.js';

export interface FaultRunOptions {
  /** Buyers checking out at once. */
  checkouts: number;
  /** How many times the server is killed with SIGKILL (and started again) while they do. */
  kills: number;
  /** A PostgreSQL server to run on (a database of its own is made and dropped); PGlite when absent. */
  postgresUrl?: string;
  /** Progress, a line at a time. */
  log?: (line: string) => void;
}

export interface FaultRunReport {
  engine: 'pglite' | 'postgres';
  checkouts: number;
  kills: number;
  seconds: number;
  outcomes: Partial<Record<CheckoutOutcome, number>>;
  /** Answers no client should get, e.g. a 400 for a paid order. */
  unexpected: string[];
  client: ClientStats;
  ledger: Ledger | null;
  invariants: Invariant[];
  ok: boolean;
}

/** Demand is this much over supply, so that buyers race for the last units and some lose. */
const SUPPLY_SHARE = 0.6;
/** Variants the buyers choose among: few enough that carts overlap. */
const POOL_SIZE = 12;
/** The reconciler's pace in the run (production: 60 s and 300 s). */
const RECONCILE_INTERVAL_SECONDS = 1;
const RECONCILE_AFTER_SECONDS = 2;
/**
 * How long a killed sender's refund stays claimed (production: 120 s): the gateway here is the
 * sandbox on loopback, and a kill that lands while a refund is sent must not add two minutes.
 */
const REFUND_CLAIM_SECONDS = 5;
/** The longest wait for checkouts to progress before the next kill comes anyway. */
const KILL_WAIT_LIMIT_MS = 60_000;
/** Rounds of waiting for the reconciler before the invariants are read as they stand. */
const SETTLE_ROUNDS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** 70% of pages see checkout through, 20% close once paid and the webhook comes, 10% lose both. */
const finisherOf = (i: number): Finisher => (i % 10 < 7 ? 'browser' : i % 10 < 9 ? 'webhook' : 'reconciler');

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Place {
  config: DatabaseConfig;
  serverEnv: Record<string, string>;
  drop: () => Promise<void>;
}

async function placeDatabase(dataDir: string, postgresUrl: string | undefined): Promise<Place> {
  if (!postgresUrl) {
    return { config: { kind: 'pglite', dataDir: path.join(dataDir, 'db') }, serverEnv: {}, drop: async () => {} };
  }
  const name = `krishi_fault_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    serverEnv: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The shop before the run: the demo catalogue, and each buyer's cart drawn from a few variants
 * whose stock is set below what the carts want together.
 */
async function prepareShop(database: Database, dataDir: string, checkouts: number) {
  await migrate(database);
  await seedIfEmpty(database, { dataDir, products: 60 });
  const pool = await database.rawTransaction((tx) =>
    tx.query<{ productId: number; variantId: number }>(
      `SELECT p.id AS "productId", v.id AS "variantId"
         FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
        WHERE p.status = 'ACTIVE' AND v.is_product_available AND 'Karnataka' = ANY (s.served_states)
        ORDER BY v.id LIMIT $1`,
      [POOL_SIZE],
    ),
  );
  if (pool.length === 0) throw new Error('the seeded catalogue has nothing deliverable to Karnataka');
  const carts: CartLine[][] = Array.from({ length: checkouts }, () => {
    const lines = new Map<number, CartLine>();
    const size = 1 + Math.floor(Math.random() * Math.min(3, pool.length));
    while (lines.size < size) {
      const v = pick(pool);
      lines.set(v.variantId, { ...v, quantity: 1 + Math.floor(Math.random() * 2) });
    }
    return [...lines.values()];
  });
  const demand = new Map<number, number>();
  for (const line of carts.flat()) demand.set(line.variantId, (demand.get(line.variantId) ?? 0) + line.quantity);
  const inventoryBefore = await database.rawTransaction(async (tx) => {
    for (const [variantId, wanted] of demand) {
      // At least two: every cart line (one or two units) can be saved and started.
      await setStock(
        (text, params) => tx.query(text, params),
        variantId,
        Math.max(2, Math.round(wanted * SUPPLY_SHARE)),
      );
    }
    const rows = await tx.query<{ id: number; inventory: number }>('SELECT id, inventory FROM variants');
    return new Map(rows.map((r) => [r.id, r.inventory]));
  });
  return { carts, inventoryBefore };
}

/**
 * `npm run fault:kill`: buyers check out all at once while the server is killed with SIGKILL at
 * random moments and started again each time; clients carry on as real ones do (the page sends
 * the same call again, the gateway sends its webhook again, the reconciler finishes what nobody
 * will). Then the database is read for what a crash must never leave behind.
 */
export async function runKillDuringCheckout(options: FaultRunOptions): Promise<FaultRunReport> {
  const log = options.log ?? (() => {});
  const began = Date.now();
  const at = () => `[${((Date.now() - began) / 1000).toFixed(1)} s]`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-fault-'));
  const place = await placeDatabase(dataDir, options.postgresUrl);
  const engine = place.config.kind;
  const report: FaultRunReport = {
    engine,
    checkouts: options.checkouts,
    kills: 0,
    seconds: 0,
    outcomes: {},
    unexpected: [],
    client: newClientStats(),
    ledger: null,
    invariants: [],
    ok: false,
  };
  let server: RestartableServer | null = null;
  try {
    log(`${at()} Preparing the shop on ${engine} in ${dataDir}...`);
    let database = await openDatabase(place.config);
    const { carts, inventoryBefore } = await prepareShop(database, dataDir, options.checkouts);
    // PGlite is one process's: the server opens it next.
    await database.close();

    const sandboxSecret = randomBytes(32).toString('hex');
    server = new RestartableServer(await freePort(), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      OTP_SENDS_PER_IP_PER_HOUR: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: String(RECONCILE_INTERVAL_SECONDS),
      PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
      REFUND_CLAIM_SECONDS: String(REFUND_CLAIM_SECONDS),
      SANDBOX_PAYMENT_SECRET: sandboxSecret,
      ...place.serverEnv,
    });
    await server.start();
    const client = new ShopClient(server.baseUrl, report.client);

    log(`${at()} Logging in ${options.checkouts} buyers and filling their carts...`);
    const buyers: Buyer[] = [];
    await inPool(
      carts.map((cart, i) => ({ cart, phone: `8${String(100_000_000 + i)}` })),
      8,
      async ({ cart, phone }) => {
        buyers.push(await newBuyer(client, dataDir, phone, cart));
      },
    );

    log(`${at()} ${options.checkouts} checkouts at once; the server is killed ${options.kills} times meanwhile...`);
    let checkingOut = options.checkouts;
    const checkouts = buyers.map(async (buyer, i) => {
      const result = await checkOut(client, buyer, finisherOf(i), sandboxSecret);
      report.outcomes[result.outcome] = (report.outcomes[result.outcome] ?? 0) + 1;
      if (result.outcome === 'unexpected answer' || result.outcome === 'gave up') {
        report.unexpected.push(`user ${buyer.userId}: ${result.detail}`);
      }
      checkingOut--;
    });
    // Each kill comes when a random number of checkouts (between 5% and 80% of them, in rising
    // order) have finished: the server is caught at a different point of the run each time, and
    // always with checkouts in flight.
    const killAfter = Array.from({ length: options.kills }, () =>
      Math.floor(options.checkouts * between(0.05, 0.8)),
    ).sort((a, b) => a - b);
    const killer = (async () => {
      for (const finished of killAfter) {
        const waitUntil = Date.now() + KILL_WAIT_LIMIT_MS;
        while (options.checkouts - checkingOut < finished && Date.now() < waitUntil) await sleep(5);
        if (checkingOut === 0) break;
        await server.kill9();
        report.kills++;
        log(`  ${at()} kill -9 #${report.kills} with ${checkingOut} checkouts unfinished; starting again`);
        // Throws, ending the run, when the crash left the database unreadable.
        await server.start();
        log(`  ${at()} serving again`);
      }
    })();
    await Promise.all([...checkouts, killer]);

    log(`${at()} Letting the webhook retries and the reconciler finish...`);
    let waitSeconds = RECONCILE_AFTER_SECONDS + RECONCILE_INTERVAL_SECONDS * 2;
    for (let round = 1; ; round++) {
      await sleep(waitSeconds * 1000);
      await server.stop();
      database = await openDatabase(place.config);
      const [left] = await database.rawTransaction((tx) =>
        tx.query<{ n: number; claimed_for: number }>(
          `SELECT ((SELECT count(*) FROM payment_orders po JOIN sandbox_payments sp ON sp.order_id = po.gateway_order_id
                     WHERE po.status = 'pending' AND sp.status <> 'failed')
                 + (SELECT count(*) FROM refunds WHERE status <> 'Processed'))::int AS n,
                  coalesce((SELECT ceil(extract(epoch FROM max(sending_until) - now())) FROM refunds
                     WHERE status <> 'Processed'), 0)::int AS claimed_for`,
        ),
      );
      if (left!.n === 0 || round === SETTLE_ROUNDS) break;
      // A refund whose sender was killed stays claimed by it for a while (features/orders/refunds.ts)
      // before the reconciler may send it again: wait that out rather than call it lost.
      waitSeconds = Math.max(left!.claimed_for, 0) + RECONCILE_AFTER_SECONDS + RECONCILE_INTERVAL_SECONDS * 2;
      log(`  ${at()} ${left!.n} paid payments or refunds still unfinished; waiting ${waitSeconds} s more`);
      await database.close();
      await server.start();
    }

    log(`${at()} Reading the database...`);
    try {
      const checked = await checkInvariants(database, buyers, inventoryBefore);
      report.invariants = checked.invariants;
      report.ledger = checked.ledger;
    } finally {
      await database.close();
    }
    report.ok = report.unexpected.length === 0 && report.invariants.every((i) => i.failures.length === 0);
    return report;
  } finally {
    await server?.stop();
    await place.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    report.seconds = (Date.now() - began) / 1000;
  }
}

/** The run in a few lines, for a person. */
export function summary(report: FaultRunReport): string {
  const lines = [
    `Kill -9 during checkout on ${report.engine}: ${report.checkouts} checkouts, ${report.kills} kills, ${report.seconds.toFixed(0)} s`,
    '  Checkouts, as the clients saw them:',
    ...Object.entries(report.outcomes).map(([outcome, n]) => `    ${String(n).padStart(5)}  ${outcome}`),
    `  Calls sent again after a cut connection: ${report.client.connectionRetries}; server errors answered: ${
      Object.entries(report.client.serverErrors)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ') || 'none'
    }`,
  ];
  if (report.ledger) {
    const l = report.ledger;
    lines.push(
      `  In the database: ${l.capturedPayments} captured payments, ${l.orders} orders, ${l.refunds} refunds, ${l.unpaidPaymentOrders} payment orders never paid`,
    );
  }
  lines.push('  Invariants:');
  for (const invariant of report.invariants) {
    lines.push(`    ${invariant.failures.length === 0 ? 'ok  ' : 'FAIL'}  ${invariant.name}`);
    for (const failure of invariant.failures.slice(0, 5)) lines.push(`            ${failure}`);
    if (invariant.failures.length > 5) lines.push(`            ... and ${invariant.failures.length - 5} more`);
  }
  for (const answer of report.unexpected.slice(0, 10)) lines.push(`  FAIL  unexpected answer: ${answer}`);
  lines.push(report.ok ? 'All invariants hold.' : 'Some invariants FAILED.');
  return lines.join('\n');
}
