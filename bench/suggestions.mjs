// The search index's micro-benchmark: builds the catalogue index (apps/server/dist) from a seeded
// data folder, then times, each once and on a fresh index, the first-time cost of suggestion
// queries drawn as `npm run bench` draws them (random prefixes and one-typo words, English and
// Kannada, some after a first word). Prints p50, p99 and max, and the slowest queries.
//
//   node apps/server/dist/seed/cli.js --products 100000 --data-dir /tmp/perf-seed
//   npm run build -w @krishi/server && node bench/suggestions.mjs /tmp/perf-seed [queries]
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CatalogueIndexBuilder } from '../apps/server/dist/features/catalogue/catalogue-index.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bench/suggestions.mjs <seeded data dir> [queries]');
const QUERIES = Number(process.argv[3] ?? 5000);
const WORD = /[\p{L}\p{M}]+/gu;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

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

const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
const categories = (
  await db.query(
    `SELECT id, parent_id AS "parentId", status = 'ACTIVE' AS active,
            json_build_array(coalesce(name->>'en', ''), coalesce(name->>'kn', '')) AS names FROM categories`,
  )
).rows;
const rows = (
  await db.query(
    `SELECT product_id AS id, category_id AS "categoryId", seller_id AS "sellerId",
            title_en, title_kn, brand_en, brand_kn
       FROM catalogue_entries ORDER BY created_at DESC, product_id DESC`,
  )
).rows;
await db.close();

const words = { en: new Set(), kn: new Set() };
for (const r of rows) {
  for (const w of `${r.title_en} ${r.brand_en}`.toLowerCase().match(WORD) ?? [])
    if ([...w].length >= 4) words.en.add(w);
  for (const w of r.title_kn.match(WORD) ?? []) if ([...w].length >= 4) words.kn.add(w);
}
const lists = { en: [...words.en], kn: [...words.kn] };
const queries = [];
for (let i = 0; i < QUERIES; i++) {
  const list = Math.random() < 0.7 ? lists.en : lists.kn;
  const word = pick(list);
  let text = Math.random() < 0.5 ? prefix(word) : typo(word);
  if (Math.random() < 0.2) text = `${pick(list)} ${text}`;
  queries.push(text);
}

function buildIndex() {
  const builder = new CatalogueIndexBuilder(categories);
  for (const r of rows) {
    builder.add({
      id: r.id,
      categoryId: r.categoryId,
      sellerId: r.sellerId,
      titles: [r.title_en, r.title_kn],
      brands: [r.brand_en, r.brand_kn],
    });
  }
  return builder.build();
}

let started = performance.now();
// A first index answers the queries once so the second is timed with compiled code, as a server
// that has been up a while runs it; the second's memos are empty, so every query is a first.
const warm = buildIndex();
for (const text of queries) warm.search(text, {});
const index = buildIndex();
console.log(
  `index: ${index.productCount} products, ${index.termCount} terms, built and warmed in ${Math.round(performance.now() - started)} ms`,
);

const times = [];
started = performance.now();
for (const text of queries) {
  const t = performance.now();
  index.search(text, {});
  times.push([performance.now() - t, text]);
}
const total = performance.now() - started;
times.sort((a, b) => a[0] - b[0]);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))][0].toFixed(2);
console.log(
  `${QUERIES} first-time queries in ${Math.round(total)} ms: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
console.log('slowest:');
for (const [ms, text] of times.slice(-10).reverse()) console.log(`  ${ms.toFixed(2).padStart(7)} ms  ${text}`);
