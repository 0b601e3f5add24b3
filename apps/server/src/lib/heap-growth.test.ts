import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap-growth.js';

/**
 * Run in a fresh thread (a heap of its own; V8's flags are the process's): keeps about 90 MB,
 * collects, then keeps everything it allocates until V8 starts its next full collection, and
 * answers the heap then as a multiple of the heap the first collection kept.
 */
const PROBE = `
const v8 = require('node:v8');
const vm = require('node:vm');
const { parentPort } = require('node:worker_threads');
const { PerformanceObserver, constants } = require('node:perf_hooks');
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');
const kept = [];
for (let i = 0; i < 400000; i++) kept.push({ i, text: 'kept'.repeat(10) + i });
collect();
const afterCollection = v8.getHeapStatistics().used_heap_size;
let largest = afterCollection;
let grewTo = null;
const collections = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail && entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR && grewTo === null) grewTo = largest;
  }
});
collections.observe({ entryTypes: ['gc'] });
(async () => {
  for (let round = 0; round < 2000 && grewTo === null; round++) {
    for (let i = 0; i < 20000; i++) kept.push({ round, i, text: 'more'.repeat(10) + i });
    largest = Math.max(largest, v8.getHeapStatistics().used_heap_size);
    await new Promise((resolve) => setImmediate(resolve));
  }
  collections.disconnect();
  parentPort.postMessage(grewTo === null ? null : grewTo / afterCollection);
})();
`;

function growthBeforeNextCollection(): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROBE, { eval: true });
    worker.once('message', (growth: number | null) => {
      resolve(growth);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('the heap growth limit', () => {
  it('has V8 collect well before the heap grows fourfold past what it kept', async () => {
    // The flag is the process's: the test files sharing this worker then run with it, as the
    // server does.
    limitHeapGrowth(HEAP_GROWING_PERCENT, []);

    const growth = await growthBeforeNextCollection();

    expect(growth).not.toBeNull();
    // Half of what was kept, and the young generation and the probe's steps on top: 1.6-2.2 here;
    // V8's own factor let it reach 4.5.
    expect(growth!).toBeLessThan(3);
  });

  it('leaves a growth factor chosen when Node was started alone', () => {
    expect(limitHeapGrowth(HEAP_GROWING_PERCENT, ['--max-old-space-size=2048', '--heap-growing-percent=20'])).toBe(
      false,
    );
    expect(limitHeapGrowth(HEAP_GROWING_PERCENT, ['--max-old-space-size=2048'])).toBe(true);
  });
});
