// `npm run bench`: seeds 100,000 products into a fresh PGlite database, then drives the built
// server with wrk (50 connections, about 10 s a scenario) and prints requests/s, p50 and p99 per
// scenario and the server's memory; then the buying path (bench/buying.mjs): 50 logged-in buyers
// saving carts, and whole validate -> sandbox pay -> create paths. A separate yardstick process (bench/floor-server.mjs) gives
// the ceiling and the floor on the same machine and database. Not a test: nothing here fails on
// a slow figure. Environment: BENCH_PRODUCTS (100000), BENCH_SECONDS (10), BENCH_THREADS (1);
// BENCH_ROUNDS (3): the ceiling and the hot list are measured in turn this many times, each
// reported by its median round (their ratio is a target);
// BENCH_SEEDED_DIR copies an already seeded data directory instead of seeding (for quick reruns);
// BENCH_ONLY runs only the named scenarios (comma-separated, e.g. "ceiling,hot list");
// BENCH_NODE_OPTIONS adds Node flags to the storefront server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
// Every server starts with the Environment= lines of deploy/systemd/krishi@.service, as deployed.
// Scenario "product edits" (bench/product-edits.mjs): random products read while an operator
// renames one a second in the back office, each rename searched for until it shows.
// Scenario "mixed" (bench/mixed.mjs): browsing, search, carts and checkouts at once, for
// BENCH_MIXED_SECONDS (30), on the PGlite server and then on PostgreSQL (BENCH_POSTGRES_URL,
// postgres://postgres@127.0.0.1:5432/postgres: a database krishi_bench_<pid> is made, seeded and
// dropped) with two server processes behind nginx (deploy/nginx/krishi.conf) sharing the Redis
// of BENCH_REDIS_URL (redis://127.0.0.1:6379). `BENCH_ONLY=mixed npm run bench` runs it alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchBuying } from '../bench/buying.mjs';
import { phoneFor } from '../bench/clients.mjs';
import { ADMIN_CLIENT, benchProductEdits } from '../bench/product-edits.mjs';
import { benchMixed, MIX } from '../bench/mixed.mjs';
import { ensureBuilt } from './build.mjs';
import { ensureInstall, root } from './ensure-install.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = Number(process.env.BENCH_THREADS ?? 1);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 50;
const SERVER_PORT = 3201;
const YARDSTICK_PORT = 3202;
/** The ceiling alone, from the page the yardstick built, beside the storefront server. */
const CEILING_PORT = 3205;
/** The two PostgreSQL-backed processes of the mixed run, behind nginx. */
const PROCESS_PORTS = [3203, 3204];
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Deepest page the cold scenarios ask for: visitors page through a listing, not to its end. */
const MAX_COLD_PAGES = 100;
/** The share of a scenario's requests that may fail before the run exits non-zero. */
const MAX_FAILED_SHARE = 0.01;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined;
const NODE_OPTIONS = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
/**
 * The deployment's environment for a server process: the `Environment=` lines of its systemd unit
 * (docs/deploy.md) but the port, which each start chooses. The servers measured run as deployed.
 */
const DEPLOYED_ENV = Object.fromEntries(
  fs
    .readFileSync(path.join(root, 'deploy/systemd/krishi@.service'), 'utf8')
    .split('\n')
    .map((line) => /^Environment=([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null && match[1] !== 'PORT')
    .map((match) => [match[1], match[2]]),
);

function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() === 0) {
    console.log('wrk is missing; installing the Debian package ...');
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { stdio: 'inherit' });
    if (spawnSync('wrk', ['--version']).error === undefined) return;
  }
  console.error('The benchmark needs wrk: sudo apt-get install wrk');
  process.exit(1);
}

function step(text) {
  console.log(`\n== ${text}`);
}

// ---- what the scenarios ask for, sampled from the seeded database ----

const WORD = /[\p{L}\p{M}]+/gu;

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** One random edit (never the first letter): what a hurried thumb does to a word. */
function typo(word) {
  const chars = [...word];
  const at = 1 + Math.floor(Math.random() * (chars.length - 1));
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      chars.splice(at, 1);
      break;
    case 1:
      chars.splice(at, 0, pick(chars));
      break;
    case 2:
      chars[at] = pick(chars);
      break;
    default:
      if (at < chars.length - 1) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
      else chars.splice(at, 1);
  }
  return chars.join('');
}

function prefix(word) {
  const chars = [...word];
  return chars.slice(0, 3 + Math.floor(Math.random() * (chars.length - 2))).join('');
}

async function sample(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    const categories = (await db.query("SELECT id, parent_id AS parent FROM categories WHERE status = 'ACTIVE'")).rows;
    const perCategory = new Map(
      (
        await db.query("SELECT category_id AS id, count(*)::int AS n FROM products WHERE status = 'ACTIVE' GROUP BY 1")
      ).rows.map((r) => [r.id, r.n]),
    );
    const sellers = (
      await db.query("SELECT seller_id AS id, count(*)::int AS n FROM products WHERE status = 'ACTIVE' GROUP BY 1")
    ).rows;
    const [range] = (await db.query('SELECT min(id) AS first, max(id) AS last FROM products')).rows;
    const titles = (
      await db.query(
        "SELECT title->>'en' AS en, coalesce(title->>'kn', '') AS kn, brand->>'en' AS brand FROM products ORDER BY random() LIMIT 3000",
      )
    ).rows;
    const subtreeCount = (id) =>
      (perCategory.get(id) ?? 0) +
      categories.filter((c) => c.parent === id).reduce((n, c) => n + subtreeCount(c.id), 0);
    const pages = (n) => Math.max(1, Math.min(MAX_COLD_PAGES, Math.ceil(n / 40)));
    const scopes = [
      ...categories.map((c) => [JSON.stringify({ status: 'ACTIVE', categoryId: c.id }), pages(subtreeCount(c.id))]),
      ...sellers.map((s) => [JSON.stringify({ status: 'ACTIVE', sellerId: s.id }), pages(s.n)]),
      [JSON.stringify({ status: 'ACTIVE' }), MAX_COLD_PAGES],
    ];
    const words = { en: new Set(), kn: new Set() };
    for (const t of titles) {
      for (const w of `${t.en} ${t.brand}`.toLowerCase().match(WORD) ?? []) if ([...w].length >= 4) words.en.add(w);
      for (const w of t.kn.match(WORD) ?? []) if ([...w].length >= 4) words.kn.add(w);
    }
    const roots = categories.filter((c) => c.parent === null).map((c) => c.id);
    const terms = (await db.query('SELECT slug, kind FROM agronomy_terms')).rows;
    // What the buyers of the buying-path scenarios put in their carts: well-stocked variants of
    // sellers that deliver to their Bengaluru address.
    const buyable = (
      await db.query(
        `SELECT v.product_id AS "productId", v.id AS "variantId" FROM variants v
           JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
          WHERE p.status = 'ACTIVE' AND v.is_product_available AND v.inventory >= 200 AND 'Karnataka' = ANY (s.served_states)
          ORDER BY random() LIMIT 5000`,
      )
    ).rows;
    return {
      buyable,
      scopes,
      listings: categories.map((c) => [c.id, pages(subtreeCount(c.id))]),
      products: [range.first, range.last],
      roots,
      categories: categories.map((c) => c.id),
      sellers: sellers.map((s) => s.id),
      crops: terms.filter((t) => t.kind === 'crop').map((t) => t.slug),
      pests: terms.filter((t) => t.kind !== 'crop').map((t) => t.slug),
      words: { en: [...words.en], kn: [...words.kn] },
    };
  } finally {
    await db.close();
  }
}

/** A search as the page asks it: the box's four suggestions without facets, a results page with them. */
function searchRequest(text, pageSize, pageNum = 0) {
  const suggestions = pageSize === 4;
  return [
    'POST',
    `/api/eproduct/products?pageNum=${pageNum}&pageSize=${pageSize}`,
    JSON.stringify({ status: 'ACTIVE', searchString: text, ...(suggestions ? { facets: false } : {}) }),
  ];
}

/**
 * Storefront pages as a browser asks for them: random products' pages and random pages of
 * random category listings (the HTML a first visit or a shared link gets).
 */
function pageRequests({ products: [first, last], listings }, count) {
  const requests = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      // With a slug: the short /product/{id} is a redirect to the page, not the page.
      requests.push(['GET', `/product/p/${first + Math.floor(Math.random() * (last - first + 1))}`]);
    } else {
      const [id, pages] = pick(listings);
      const page = 1 + Math.floor(Math.random() * pages);
      requests.push(['GET', `/products/category/${id}${page > 1 ? `?page=${page}` : ''}`]);
    }
  }
  return requests;
}

/** Suggestions as typed: random prefixes and one-typo words, English and Kannada, some after a first word. */
function suggestionRequests(words, count) {
  const requests = [];
  for (let i = 0; i < count; i++) {
    const list = Math.random() < 0.7 ? words.en : words.kn;
    const word = pick(list);
    let text = Math.random() < 0.5 ? prefix(word) : typo(word);
    if (Math.random() < 0.2) text = `${pick(list)} ${text}`;
    requests.push(searchRequest(text, 4));
  }
  return requests;
}

/** Submitted searches: whole words, one-typo words and two-word queries; mostly the first page. */
function searchRequests(words, count) {
  const requests = [];
  for (let i = 0; i < count; i++) {
    const list = Math.random() < 0.7 ? words.en : words.kn;
    const roll = Math.random();
    const text = roll < 0.4 ? pick(list) : roll < 0.7 ? typo(pick(list)) : `${pick(list)} ${pick(list)}`;
    requests.push(searchRequest(text, 20, Math.random() < 0.8 ? 0 : 1));
  }
  return requests;
}

/**
 * Farmers' searches: the evaluation set's queries (romanised Kannada, crop and pest words, loan
 * words, typos, ...; apps/server/src/search-eval/queries.ts) submitted whole (page size 20), or
 * as typed so far (a beginning of at least two letters, page size 4, as the suggestions ask).
 */
async function farmerRequests(count) {
  const { EVAL_QUERIES } = await import('../apps/server/dist/search-eval/queries.js');
  const requests = [];
  for (let i = 0; i < count; i++) {
    const { q } = pick(EVAL_QUERIES);
    const typed = [...q];
    if (Math.random() < 0.5) requests.push(searchRequest(q, 20));
    else requests.push(searchRequest(typed.slice(0, 2 + Math.floor(Math.random() * (typed.length - 1))).join(''), 4));
  }
  return requests;
}

const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount', 'rating', 'popular'];

/**
 * Listing pages as a visitor narrows them: a category, a brand, all products or a search, with
 * one to three random filters (brands, price range, crops, pests, in stock, rating, discount) and
 * a random sort; mostly the first page, sometimes the next.
 */
function facetedRequests(data, count) {
  const some = (list, most) => Array.from({ length: 1 + Math.floor(Math.random() * most) }, () => pick(list));
  const filterMakers = [
    () => ({ brandIds: [...new Set(some(data.sellers, 3))] }),
    () => {
      const min = 100 * Math.floor(Math.random() * 500);
      return Math.random() < 0.5
        ? { minPrice: min, maxPrice: min + 100 * Math.floor(Math.random() * 2000) }
        : { maxPrice: min };
    },
    () => ({ crops: [...new Set(some(data.crops, 2))] }),
    () => ({ pests: [...new Set(some(data.pests, 2))] }),
    () => ({ inStock: true }),
    () => ({ minRating: pick([2, 3, 4]) }),
    () => ({ minDiscount: pick([10, 25, 50]) }),
  ];
  const requests = [];
  for (let i = 0; i < count; i++) {
    const roll = Math.random();
    const scope =
      roll < 0.4
        ? { categoryId: pick(data.categories) }
        : roll < 0.55
          ? { sellerId: pick(data.sellers) }
          : roll < 0.75
            ? {}
            : { searchString: pick(Math.random() < 0.7 ? data.words.en : data.words.kn) };
    const filters = {};
    for (let f = 1 + Math.floor(Math.random() * 3); f > 0; f--) Object.assign(filters, pick(filterMakers)());
    // Two price picks merged can cross: a visitor's range never does.
    if (filters.minPrice > filters.maxPrice)
      [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
    const body = { status: 'ACTIVE', ...scope, filters, sort: pick(SORTS) };
    const pageNum = Math.random() < 0.8 ? 0 : 1;
    requests.push(['POST', `/api/eproduct/products?pageNum=${pageNum}&pageSize=40`, JSON.stringify(body)]);
  }
  return requests;
}

function luaString(value) {
  return `[==[${value}]==]`;
}

function writeScenario(dir, name, scenario) {
  const file = path.join(dir, `${name}.lua`);
  let body;
  if (scenario.requests) {
    const rows = scenario.requests.map(
      ([method, url, payload]) =>
        `{${luaString(method)}, ${luaString(url)}${payload === undefined ? '' : `, ${luaString(payload)}`}}`,
    );
    body = `return { html = ${scenario.html === true}, requests = {\n${rows.join(',\n')}\n} }\n`;
  } else if (scenario.products) {
    body = `return { products = {${scenario.products[0]}, ${scenario.products[1]}} }\n`;
  } else {
    const rows = scenario.scopes.map(([payload, pages]) => `{${luaString(payload)}, ${pages}}`);
    body = `return { path = ${luaString(scenario.path)}, pageSize = 40, scopes = {\n${rows.join(',\n')}\n} }\n`;
  }
  fs.writeFileSync(file, body);
  return file;
}

// ---- processes ----

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) process.stdout.write(chunk);
  });
  return child;
}

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 150 s`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function wrk(port, url, scenarioFile, seconds) {
  const args = [
    `-t${THREADS}`,
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    path.join(root, 'bench/wrk-requests.lua'),
    `http://127.0.0.1:${port}${url}`,
  ];
  const result = spawnSync(PIN ? 'taskset' : 'wrk', PIN ? ['-c', WRK_CORE, 'wrk', ...args] : args, {
    env: { ...process.env, BENCH_REQUESTS: scenarioFile },
    encoding: 'utf8',
  });
  const line = result.stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (!line) throw new Error(`wrk gave no result:\n${result.stdout}\n${result.stderr}`);
  const r = JSON.parse(line.slice(6));
  return {
    rps: r.requests / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    failed: r.socketErrors + r.badStatus,
  };
}

const results = [];

/** The machine's 1-minute load average: other work on it moves every figure. */
function load() {
  return os.loadavg()[0].toFixed(1);
}

/** One line for a scenario driven from Node (bench/*.mjs), with its failures, as it ends. */
function printDriven(name, r, note = '') {
  const failures = r.failed ? `  (${r.failed} failed: ${r.firstFailures.join(' | ')})` : '';
  console.log(
    `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  cpu ${r.cpuUs.toFixed(0).padStart(5)} µs/req${failures}${note ? `; ${note}` : ''}`,
  );
}

function wanted(name) {
  return ONLY === undefined || ONLY.has(name);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system, ms) a process has used: unlike latency, other work on the machine barely moves it. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Where the measured server's main thread and wrk run: one core each. Left to the scheduler on
 * two cores, they sometimes shared a core and sometimes not: the ceiling alone gave 34,600 and then
 * 20,600 requests/s in two consecutive runs, and every ratio to it moved with it. Only the
 * main thread is pinned: the server's helper threads (the garbage collector's above all) pinned to
 * its core too took turns with it and tripled the latency scenarios' p99s. BENCH_PIN=0 leaves
 * everything unpinned; a machine without taskset or with one core runs unpinned too.
 */
const PIN =
  process.env.BENCH_PIN !== '0' &&
  os.availableParallelism() >= 2 &&
  spawnSync('taskset', ['--version']).error === undefined;
const SERVER_CORE = '0';
const WRK_CORE = '1';

/** Pins the main thread of a process (its thread id is the process id) to `cores`. */
function pin(pid, cores) {
  if (PIN) spawnSync('taskset', ['-pc', cores, String(pid)], { stdio: 'ignore' });
}

function measure(name, port, scenarioFile, note, pid) {
  if (!wanted(name)) return;
  results.push(measureOnce(name, port, scenarioFile, note, pid));
}

/**
 * Scenarios measured in turn, ROUNDS times over, each reported by its median round: a 10 s
 * sample on this machine moves by a fifth from one run to the next (the hot list gave 13,600 and
 * 20,000/s in consecutive runs of one build, the ceiling 24,400 and 40,500/s), so a ratio of two
 * single samples said anything from 39 % to 79 %. Every round's figure is printed and kept in
 * the note.
 */
function measureInTurn(scenarios) {
  const chosen = scenarios.filter((s) => wanted(s.name));
  const rounds = new Map(chosen.map((s) => [s.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    for (const s of chosen) rounds.get(s.name).push(measureOnce(s.name, s.port, s.file, s.note, s.pid));
  }
  for (const s of chosen) {
    const all = rounds.get(s.name);
    const median = [...all].sort((a, b) => a.rps - b.rps)[Math.floor(all.length / 2)];
    const each = all.map((r) => r.rps.toFixed(0)).join(', ');
    results.push(ROUNDS > 1 ? { ...median, note: `${median.note}; median of ${ROUNDS} rounds: ${each}/s` } : median);
  }
}

function measureOnce(name, port, scenarioFile, note, pid) {
  pin(pid, SERVER_CORE);
  try {
    return measurePinned(name, port, scenarioFile, note, pid);
  } finally {
    pin(pid, `0-${os.availableParallelism() - 1}`);
  }
}

function measurePinned(name, port, scenarioFile, note, pid) {
  wrk(port, '', scenarioFile, 2); // warm-up: JIT and connection set-up, not counted
  const loadBefore = load();
  const cpuBefore = cpuMs(pid);
  const r = wrk(port, '', scenarioFile, SECONDS);
  const requests = r.rps * SECONDS;
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, requests);
  // Resident memory after each scenario, so a figure that grows can be traced to what grew it.
  const rssMb = memory(pid).rssMb;
  console.log(
    `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99
      .toFixed(2)
      .padStart(
        7,
      )} ms  cpu ${cpuUs.toFixed(0).padStart(5)} µs/req  RSS ${rssMb.toFixed(0).padStart(4)} MB  load ${loadBefore}-${load()}${
      r.failed ? `  (${r.failed} failed)` : ''
    }`,
  );
  return { name, ...r, cpuUs, rssMb, note, load: `${loadBefore}-${load()}` };
}

/** The home page's calls, as apps/web makes them on a first visit. */
const HOME_REQUESTS = [
  ['GET', '/api/promotion/get-all'],
  ['POST', '/api/ecategory/storeFrontcategories', JSON.stringify({ status: 'ACTIVE' })],
  [
    'POST',
    '/api/eproduct/products?pageNum=0&pageSize=10',
    JSON.stringify({ status: 'ACTIVE', searchString: 'Latest', facets: false }),
  ],
  ['POST', '/api/eproduct/products?pageNum=0&pageSize=40', JSON.stringify({ status: 'ACTIVE', facets: false })],
];

const mixedRuns = [];

async function measureMixed(label, { base, ca, dataDir, data, pids }) {
  step(`mixed traffic, ${label}: ${CONNECTIONS} visitors, ${MIXED_SECONDS} s (load ${load()})`);
  const loadBefore = load();
  const r = await benchMixed({
    base,
    ca,
    dataDir,
    requests: {
      home: HOME_REQUESTS,
      suggestions: suggestionRequests(data.words, 5000),
      searches: searchRequests(data.words, 5000),
    },
    scopes: data.scopes,
    products: data.products,
    variants: data.buyable,
    visitors: CONNECTIONS,
    seconds: MIXED_SECONDS,
  });
  const rss = pids.map((pid) => memory(pid).rssMb);
  mixedRuns.push({ label, ...r, rss, load: `${loadBefore}-${load()}` });
  const line = (name, f) =>
    `  ${name.padEnd(9)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(7)} ms  p99 ${f.p99
      .toFixed(1)
      .padStart(7)} ms  (${f.requests} requests)`;
  console.log(line('overall', r.overall));
  for (const [kind] of MIX) console.log(line(kind, r.perKind[kind]));
  console.log(
    `  ${r.checkoutsPerSecond.toFixed(1)} whole checkouts/s; server RSS at the end ${rss.map((m) => `${m.toFixed(0)} MB`).join(', ')}` +
      (r.failed ? `; ${r.failed} actions failed: ${r.firstFailures.join(' | ')}` : ''),
  );
}

/**
 * The mixed run on PostgreSQL: a fresh database seeded like the PGlite one, two server processes
 * sharing it, Redis and one data folder, and nginx in front of them, all removed afterwards.
 */
async function mixedOnPostgres(data) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n(no PostgreSQL at ${POSTGRES_URL}: ${error.message}; the mixed run on PostgreSQL is skipped)`);
    return;
  }
  ensureNginx();
  const name = `krishi_bench_${process.pid}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'krishi-bench-pg-'));
  const processes = [];
  let nginx;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    step(`seeding ${PRODUCTS.toLocaleString('en')} products into PostgreSQL database ${name}`);
    const seeded = spawnSync(process.execPath, ['apps/server/dist/seed/cli.js', '--products', String(PRODUCTS)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, INIT_CWD: root },
    });
    if (seeded.status !== 0) throw new Error('seeding PostgreSQL failed');
    for (const port of PROCESS_PORTS) {
      // One at a time: the first applies any migration before the second starts.
      const child = start(process.execPath, [...NODE_OPTIONS, 'apps/server/dist/server.js'], {
        ...process.env,
        ...DEPLOYED_ENV,
        NODE_ENV: 'production',
        ALLOW_CONSOLE_SMS: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_OUTBOX_MAIL: 'true',
        OTP_SENDS_PER_IP_PER_HOUR: '100000',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL,
        // nginx in front on loopback: its X-Forwarded-For is believed only when named.
        TRUST_PROXY: 'loopback',
      });
      processes.push(child);
      await waitFor(`http://127.0.0.1:${port}/metadata/languages`, child);
    }
    nginx = await startNginx({ upstreams: PROCESS_PORTS.map((port) => `127.0.0.1:${port}`) });
    await measureMixed('PostgreSQL, 2 processes behind nginx (HTTPS)', {
      base: nginx.url,
      ca: nginx.ca,
      dataDir,
      data,
      pids: processes.map((p) => p.pid),
    });
  } finally {
    if (nginx) await nginx.stop();
    for (const child of processes) await stop(child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- run ----

const began = performance.now();
ensureInstall();
ensureBuilt();
ensureWrk();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'krishi-bench-'));
const work = path.join(dataDir, 'wrk');
fs.mkdirSync(work);
const { DATABASE_URL: _ignored, ...pgliteEnv } = process.env;
let yardstick;
let ceilingServer;
let server;
try {
  if (process.env.BENCH_SEEDED_DIR) {
    step(`copying the seeded database of ${process.env.BENCH_SEEDED_DIR}`);
    fs.cpSync(path.join(process.env.BENCH_SEEDED_DIR, 'db'), path.join(dataDir, 'db'), { recursive: true });
  } else {
    step(`seeding ${PRODUCTS.toLocaleString('en')} products into ${dataDir}`);
    const seeded = spawnSync(
      process.execPath,
      ['apps/server/dist/seed/cli.js', '--products', String(PRODUCTS), '--data-dir', dataDir],
      { cwd: root, stdio: 'inherit', env: { ...pgliteEnv, INIT_CWD: root } },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }

  const data = await sample(dataDir);
  const files = {
    ceiling: writeScenario(work, 'ceiling', { requests: [['GET', '/ceiling']] }),
    floor: writeScenario(work, 'floor', { path: '/floor', scopes: data.scopes }),
    hot: writeScenario(work, 'hot', {
      requests: [
        ['POST', '/api/eproduct/products?pageNum=0&pageSize=40', JSON.stringify({ status: 'ACTIVE' })],
        ['POST', '/api/eproduct/products?pageNum=1&pageSize=40', JSON.stringify({ status: 'ACTIVE' })],
        [
          'POST',
          '/api/eproduct/products?pageNum=0&pageSize=10',
          JSON.stringify({ status: 'ACTIVE', searchString: 'Latest' }),
        ],
        ...data.roots
          .slice(0, 2)
          .map((id) => [
            'POST',
            '/api/eproduct/products?pageNum=0&pageSize=40',
            JSON.stringify({ status: 'ACTIVE', categoryId: id }),
          ]),
      ],
    }),
    cold: writeScenario(work, 'cold', { path: '/api/eproduct/products', scopes: data.scopes }),
    hotPages: writeScenario(work, 'hot-pages', {
      html: true,
      requests: [
        ['GET', '/'],
        ['GET', '/products'],
        ['GET', `/product/p/${data.products[0]}`],
        ...data.roots.slice(0, 2).map((id) => ['GET', `/products/category/${id}`]),
      ],
    }),
    coldPages: writeScenario(work, 'cold-pages', { html: true, requests: pageRequests(data, 5000) }),
    suggestions: writeScenario(work, 'suggestions', { requests: suggestionRequests(data.words, 5000) }),
    search: writeScenario(work, 'search', { requests: searchRequests(data.words, 5000) }),
    farmer: writeScenario(work, 'farmer-search', { requests: await farmerRequests(5000) }),
    faceted: writeScenario(work, 'faceted', { requests: facetedRequests(data, 5000) }),
    product: writeScenario(work, 'product', { products: data.products }),
  };

  const loads = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\nload average ${loads.join(' ')} on ${os.cpus().length} cores`);
  console.log(
    `server environment from deploy/systemd/krishi@.service: ${Object.entries(DEPLOYED_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  const ceilingPage = path.join(work, 'ceiling.json');
  if (wanted('ceiling') || wanted('floor')) {
    step(
      `yardsticks (bench/floor-server.mjs), wrk ${CONNECTIONS} connections, ${THREADS} thread(s), ${SECONDS} s each`,
    );
    yardstick = start(process.execPath, ['bench/floor-server.mjs'], {
      ...pgliteEnv,
      BENCH_DB: path.join(dataDir, 'db'),
      PORT: String(YARDSTICK_PORT),
    });
    await waitFor(`http://127.0.0.1:${YARDSTICK_PORT}/ceiling`, yardstick);
    fs.writeFileSync(
      ceilingPage,
      Buffer.from(await (await fetch(`http://127.0.0.1:${YARDSTICK_PORT}/ceiling`)).arrayBuffer()),
    );
    measure(
      'floor',
      YARDSTICK_PORT,
      files.floor,
      'listing query + count(*) + JSON.stringify, cold workload',
      yardstick.pid,
    );
    await stop(yardstick);
  }
  // The ceiling is measured in turn with the hot list, its process beside the server's; it
  // serves the page the yardstick built, without a database of its own.
  if (wanted('ceiling')) {
    ceilingServer = start(process.execPath, ['bench/floor-server.mjs'], {
      ...pgliteEnv,
      BENCH_CEILING_PAGE: ceilingPage,
      PORT: String(CEILING_PORT),
    });
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/ceiling`, ceilingServer);
  }

  step('the storefront server (apps/server/dist/server.js)');
  server = start(process.execPath, [...NODE_OPTIONS, 'apps/server/dist/server.js'], {
    ...pgliteEnv,
    ...DEPLOYED_ENV,
    NODE_ENV: 'production',
    // The buyers log in through the console SMS adapter's outbox and pay with the sandbox card.
    ALLOW_CONSOLE_SMS: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // Nobody resets a password here: the outbox mail adapter stands in for SMTP.
    ALLOW_OUTBOX_MAIL: 'true',
    ADMIN_PHONES: phoneFor(ADMIN_CLIENT),
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(SERVER_PORT),
    DATA_DIR: dataDir,
  });
  // Ready means listening with the catalogue loaded: /readyz answers 503 until then.
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/readyz`, server);
  const memReady = memory(server.pid);
  console.log(
    `server ready (catalogue loaded): RSS ${memReady.rssMb.toFixed(0)} MB (peak ${memReady.peakMb.toFixed(0)} MB)`,
  );
  measureInTurn([
    {
      name: 'ceiling',
      port: CEILING_PORT,
      file: files.ceiling,
      note: 'prebuilt 40-product page buffer',
      pid: ceilingServer?.pid,
    },
    { name: 'hot list', port: SERVER_PORT, file: files.hot, note: 'five hot pages', pid: server.pid },
    {
      name: 'hot pages',
      port: SERVER_PORT,
      file: files.hotPages,
      note: 'HTML of home, all products, a product, two root categories',
      pid: server.pid,
    },
  ]);
  if (ceilingServer) await stop(ceilingServer);
  measure(
    'cold list',
    SERVER_PORT,
    files.cold,
    `random category/seller/all listing, random page < ${MAX_COLD_PAGES}`,
    server.pid,
  );
  measure(
    'cold pages',
    SERVER_PORT,
    files.coldPages,
    `HTML of a random product, or a random category listing's random page < ${MAX_COLD_PAGES}`,
    server.pid,
  );
  measure('suggestions', SERVER_PORT, files.suggestions, 'random prefixes and one-typo words, pageSize 4', server.pid);
  measure('full search', SERVER_PORT, files.search, 'words, typos, two-word queries, pageSize 20', server.pid);
  measure(
    'farmer search',
    SERVER_PORT,
    files.farmer,
    'the search evaluation set: whole queries (pageSize 20) and their beginnings (pageSize 4)',
    server.pid,
  );
  measure(
    'faceted and sorted listing',
    SERVER_PORT,
    files.faceted,
    'category, brand, all or search; 1-3 random filters and a random sort; page 1 or 2 of 40',
    server.pid,
  );
  measure('one product', SERVER_PORT, files.product, 'random ids', server.pid);
  const mem = memory(server.pid);
  if (wanted('product edits')) {
    const { result, edits } = await benchProductEdits({
      base: `http://127.0.0.1:${SERVER_PORT}`,
      dataDir,
      products: data.products,
      readers: CONNECTIONS,
      seconds: SECONDS,
      cpuMs: () => cpuMs(server.pid),
    });
    const note = `random products read while an operator renames one a second: ${edits.count} renames, each found by search in ${edits.p50.toFixed(0)} ms (p50), ${edits.max.toFixed(0)} ms at most`;
    results.push({ name: 'product edits', ...result, rssMb: memory(server.pid).rssMb, note, load: load() });
    printDriven('product edits', result, note);
  }
  if (wanted('save cart') || wanted('checkout')) {
    const buying = await benchBuying({
      base: `http://127.0.0.1:${SERVER_PORT}`,
      dataDir,
      variants: data.buyable,
      buyers: CONNECTIONS,
      seconds: SECONDS,
      cpuMs: () => cpuMs(server.pid),
    });
    if (buying.loginFailures.length > 0) {
      console.log(
        `${buying.loginFailures.length} login attempts failed; ${buying.buyers} of ${CONNECTIONS} buyers logged in (first: ${buying.loginFailures[0]})`,
      );
    }
    const rows = [
      ['save cart', buying.save, 'PUT /cart/saveUpdateCart, 1-3 random lines, one buyer per connection'],
      ['checkout', buying.checkout, 'whole paths/s: save cart -> validate -> sandbox pay -> order/create'],
    ];
    for (const [name, r, note] of rows) {
      if (!wanted(name)) continue;
      results.push({ name, ...r, rssMb: null, note, load: load() });
      printDriven(name, r);
    }
  }
  const memAfterBuying = memory(server.pid);
  if (wanted('mixed')) {
    await measureMixed('PGlite, 1 process', {
      base: `http://127.0.0.1:${SERVER_PORT}`,
      dataDir,
      data,
      pids: [server.pid],
    });
  }
  await stop(server);
  if (wanted('mixed')) await mixedOnPostgres(data);

  step('results');
  const ceiling = results.find((r) => r.name === 'ceiling');
  const floor = results.find((r) => r.name === 'floor');
  if (results.length > 0) {
    console.log('| scenario | requests/s | p50 ms | p99 ms | CPU µs/request | RSS MB after | load | note |');
    console.log('|---|---:|---:|---:|---:|---:|---|---|');
    for (const r of results) {
      const ratio =
        (r.name === 'hot list' || r.name === 'hot pages') && ceiling
          ? ` (${((100 * r.rps) / ceiling.rps).toFixed(0)}% of ceiling)`
          : r.name === 'cold list' && floor
            ? floor.rps > 0
              ? ` (${(r.rps / floor.rps).toFixed(1)}x floor)`
              : ' (the floor completed no request within its 10 s timeout)'
            : '';
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.cpuUs === null ? '-' : r.cpuUs.toFixed(0)} | ${r.rssMb === null ? '-' : r.rssMb.toFixed(0)} | ${r.load} | ${r.note}${ratio}${r.failed ? `; ${r.failed} failed` : ''} |`,
      );
    }
    console.log(
      `\nserver memory after browsing and search: RSS ${mem.rssMb.toFixed(0)} MB (peak ${mem.peakMb.toFixed(0)} MB)`,
    );
    console.log(
      `server memory after the buying path: RSS ${memAfterBuying.rssMb.toFixed(0)} MB (peak ${memAfterBuying.peakMb.toFixed(0)} MB)`,
    );
  }
  if (mixedRuns.length > 0) {
    console.log(`\nmixed traffic (${MIX.map(([kind, weight]) => `${kind} ${weight} %`).join(', ')} of actions):`);
    console.log('| run | kind | requests/s | p50 ms | p99 ms | requests |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const run of mixedRuns) {
      for (const [kind, f] of [['overall', run.overall], ...MIX.map(([k]) => [k, run.perKind[k]])]) {
        console.log(
          `| ${run.label} | ${kind} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.requests} |`,
        );
      }
      console.log(
        `| ${run.label} | whole checkouts/s | ${run.checkoutsPerSecond.toFixed(1)} | | | |\n` +
          `| ${run.label} | server RSS at the end | ${run.rss.map((m) => `${m.toFixed(0)} MB`).join(', ')} | | | load ${run.load} |`,
      );
    }
  }
  console.log(`whole run: ${((performance.now() - began) / 1000).toFixed(0)} s`);
  // A failed request is counted and the run goes on; a scenario whose failures pass 1 % of what
  // it tried measured something else than the server at work, and the run says so by its exit code.
  const failing = results.filter((r) => r.failed > MAX_FAILED_SHARE * (r.rps * SECONDS + r.failed));
  for (const r of failing) console.error(`${r.name}: ${r.failed} failed, more than 1 % of its requests`);
  if (failing.length > 0) process.exitCode = 1;
} finally {
  if (yardstick) await stop(yardstick);
  if (ceilingServer) await stop(ceilingServer);
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
