// The place search's benchmark: loads the gazetteer index from the built server code
// (apps/server/dist) in this process, then times a few thousand random searches of each kind a
// person types in the Quick Address Fill box. Prints the index's load time and memory, and p50,
// p99 and max per kind of query. The target is under 20 ms per search.
//
//   npm run build -w @krishi/server && node --expose-gc bench/places.mjs [queries per kind]
//
// Without --expose-gc the memory figure includes garbage and is only an upper bound.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gazetteerFile, placesRepository } from '../apps/server/dist/features/places/repository.js';

const PER_KIND = Number(process.argv[2] ?? 3000);
const LIMIT = 8;

const gc = globalThis.gc ?? (() => {});
function settledMemory() {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const before = settledMemory();
// The longest stretch the load keeps the event loop busy: what a request arriving meanwhile waits.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const started = performance.now();
const places = placesRepository();
await places.gazetteer();
const loadMs = performance.now() - started;
loopDelay.disable();
// Give V8 a moment to release the file's buffer before measuring what stays.
await new Promise((resolve) => setTimeout(resolve, 100));
const retained = settledMemory() - before;

// Queries are drawn from the same file (the names people look for) with a fixed seed, so two
// runs time the same searches.
let seed = 20_240_601;
function random(n) {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
}
const rows = fs
  .readFileSync(gazetteerFile(), 'latin1')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((c) => c.length > 3);
const pick = () => rows[random(rows.length)];
function namePrefix() {
  const name = pick()[2].toLowerCase();
  return name.slice(0, Math.min(name.length, 3 + random(8)));
}
function wordPrefix() {
  const words = pick()[2]
    .split(/\s+/)
    .filter((w) => w.length >= 3);
  const word = words[random(words.length)] ?? 'nagar';
  return word.slice(0, 3 + random(word.length - 2));
}
function nonsense() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length: 3 + random(6) }, () => letters[random(letters.length)]).join('');
}
const kinds = {
  'pin code': () => pick()[1],
  'pin code start (3-5 digits)': () => pick()[1].slice(0, 3 + random(3)),
  'name start': namePrefix,
  'later word start': wordPrefix,
  'no match': nonsense,
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const gazetteer = await places.gazetteer();
const all = [];
const lines = [];
for (const [kind, make] of Object.entries(kinds)) {
  const times = [];
  for (let i = 0; i < PER_KIND; i++) {
    const query = make();
    const t = process.hrtime.bigint();
    gazetteer.search(query, LIMIT);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  lines.push([kind, times]);
}
all.sort((a, b) => a - b);
lines.push(['all', all]);

const ms = (v) => `${v.toFixed(3)} ms`;
console.log(
  `gazetteer: ${gazetteer.size} places, loaded in ${loadMs.toFixed(0)} ms, ` +
    `${(retained / 1024 / 1024).toFixed(1)} MB retained${globalThis.gc ? '' : ' (run with --expose-gc for an exact figure)'}, ` +
    `event loop blocked at most ${(loopDelay.max / 1e6).toFixed(0)} ms at a time`,
);
console.log(`${PER_KIND} searches per kind, ${LIMIT} suggestions each:`);
for (const [kind, times] of lines) {
  console.log(
    `  ${kind.padEnd(28)} p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  max ${ms(times.at(-1))}`,
  );
}
