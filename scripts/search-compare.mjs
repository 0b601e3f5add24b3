// `node scripts/search-compare.mjs [--data-dir DIR]`: the comparison behind decision 039. Builds
// the catalogue's own index (apps/server/dist, as the server builds it) and MiniSearch (the
// devDependency, with its documented prefix and fuzzy settings) over the same products, then
// - without --data-dir: seeds the demo catalogue `npm start` seeds into a temporary PGlite
//   database and prints each engine's top-4 and top-20 on the evaluation set, per kind;
// - with --data-dir (a directory seeded by `node apps/server/dist/seed/cli.js --products 100000`,
//   copied first, never written): prints each engine's build time, heap and query latencies.
// Run `npm run build` (or `tsc -b packages/contract apps/server`) first.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';

const dist = new URL('../apps/server/dist/', import.meta.url);
const load = (file) => import(new URL(file, dist).href);
const { openDatabase } = await load('db/client.js');
const { migrate } = await load('db/migrate.js');
const { seedIfEmpty } = await load('seed/seed.js');
const { CatalogueIndexBuilder } = await load('features/catalogue/catalogue-index.js');
const { EVAL_QUERIES, EVAL_KINDS } = await load('search-eval/queries.js');
const { CATEGORIES } = await load('seed/catalogue-data.js');

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });

const plain = (html) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');

async function readCatalogue(database) {
  return database.rawTransaction(async (tx) => {
    const categories = await tx.query(
      `SELECT id, parent_id AS "parentId", status = 'ACTIVE' AS active, slug,
              json_build_array(coalesce(name->>'en', ''), coalesce(name->>'kn', '')) AS names FROM categories`,
    );
    const synonyms = await tx.query('SELECT word, means FROM search_synonyms');
    const products = await tx.query(
      `SELECT p.id, p.name, p.category_id AS "categoryId", p.seller_id AS "sellerId", p.title, p.brand,
              p.description, p.crop_tags AS crops
         FROM products p WHERE p.status = 'ACTIVE' ORDER BY p.created_at DESC, p.id DESC`,
    );
    return { categories, synonyms, products };
  });
}

function categoryNames(categories) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names = new Map();
  for (const c of categories) {
    const words = [];
    for (let at = c; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) words.push(...at.names);
    names.set(c.id, words.join(' '));
  }
  return names;
}

function buildOwn({ categories, synonyms, products }) {
  const builder = new CatalogueIndexBuilder(categories, synonyms);
  for (const p of products) {
    builder.add({
      id: p.id,
      categoryId: p.categoryId,
      sellerId: p.sellerId,
      titles: [p.title.en ?? '', p.title.kn ?? ''],
      brands: [p.brand.en ?? '', p.brand.kn ?? ''],
      crops: [p.crops.join(' ').replaceAll('-', ' ')],
      descriptions: [p.description?.en ?? '', p.description?.kn ?? ''],
    });
  }
  const index = builder.build();
  return { search: (q, size) => index.search(q, {}).ids.subarray(0, size) };
}

/** MiniSearch as its documentation sets it up for search-as-you-type: prefix and fuzzy 0.2, OR. */
function buildMiniSearch({ categories, products }) {
  const names = categoryNames(categories);
  const mini = new MiniSearch({
    fields: ['title', 'brand', 'category', 'crops', 'description'],
    searchOptions: {
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
      boost: { title: 3, brand: 3, crops: 1.5, category: 1.5, description: 1 },
    },
  });
  const documents = products.map((p) => ({
    id: p.id,
    title: `${p.title.en ?? ''} ${p.title.kn ?? ''}`,
    brand: `${p.brand.en ?? ''} ${p.brand.kn ?? ''}`,
    category: names.get(p.categoryId) ?? '',
    crops: p.crops.join(' ').replaceAll('-', ' '),
    description: `${plain(p.description?.en)} ${plain(p.description?.kn)}`,
  }));
  mini.addAll(documents);
  return {
    search: (q, size) =>
      mini
        .search(q)
        .slice(0, size)
        .map((r) => r.id),
  };
}

const CATEGORIES_OF = new Map(
  CATEGORIES.flatMap((root) =>
    root.children.flatMap((leaf) => leaf.products.map((p) => [p.generic.en, [leaf.slug, root.slug]])),
  ),
);

function quality(engine, products) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const found = (query, id) => {
    const p = byId.get(id);
    if (!p) return false;
    return (
      (query.generics?.includes(p.name) ?? false) ||
      (query.categories?.some((c) => (CATEGORIES_OF.get(p.name) ?? []).includes(c)) ?? false) ||
      (query.brands?.includes(p.brand.en) ?? false)
    );
  };
  const ranks = EVAL_QUERIES.map((query) => {
    const at = [...engine.search(query.q, 20)].findIndex((id) => found(query, id));
    return { kind: query.kind, rank: at === -1 ? null : at + 1 };
  });
  const share = (list, n) => list.filter((r) => r.rank !== null && r.rank <= n).length / Math.max(1, list.length);
  return [...EVAL_KINDS, 'overall'].map((kind) => {
    const list = kind === 'overall' ? ranks : ranks.filter((r) => r.kind === kind);
    return { kind, queries: list.length, top4: share(list, 4), top20: share(list, 20) };
  });
}

function heapMb() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

function timed(engine, queries, size) {
  const times = [];
  for (const q of queries) {
    const start = performance.now();
    engine.search(q, size);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(2);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(2)} ms (${times.length} queries)`;
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-search-compare-'));
try {
  const dataDir = path.join(work, 'data');
  if (values['data-dir']) await fs.cp(values['data-dir'], dataDir, { recursive: true });
  else await fs.mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await migrate(database);
  if (!values['data-dir']) await seedIfEmpty(database, { dataDir });
  const catalogue = await readCatalogue(database);
  await database.close();
  console.log(`${catalogue.products.length} products`);

  const engines = {};
  for (const [name, build] of [
    ['own index', buildOwn],
    ['MiniSearch', buildMiniSearch],
  ]) {
    const before = heapMb();
    const start = performance.now();
    engines[name] = build(catalogue);
    const ms = performance.now() - start;
    console.log(`${name}: built in ${ms.toFixed(0)} ms, heap +${(heapMb() - before).toFixed(0)} MB`);
  }

  if (!values['data-dir']) {
    const pct = (n) => `${(n * 100).toFixed(0)}%`.padStart(5);
    const scores = Object.fromEntries(Object.entries(engines).map(([n, e]) => [n, quality(e, catalogue.products)]));
    console.log('\nkind        queries   own top-4 top-20   MiniSearch top-4 top-20');
    for (const [i, own] of scores['own index'].entries()) {
      const mini = scores.MiniSearch[i];
      console.log(
        `${own.kind.padEnd(12)}${String(own.queries).padStart(7)}   ${pct(own.top4)} ${pct(own.top20)}         ${pct(mini.top4)} ${pct(mini.top20)}`,
      );
    }
  } else {
    const full = EVAL_QUERIES.map((q) => q.q);
    const typed = full.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
    for (const [name, engine] of Object.entries(engines)) {
      console.log(`${name}: suggestions (every prefix of the eval queries, 4) ${timed(engine, typed, 4)}`);
      console.log(`${name}: full search (the eval queries, 20) ${timed(engine, full, 20)}`);
    }
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
