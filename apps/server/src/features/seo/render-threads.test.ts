import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { callsThrough, loadAppRenderer, ownRoutesAnswer } from './app-renderer.js';
import { encodedPage, type PageRenderer } from './render-protocol.js';
import { RenderThreads } from './render-threads.js';

// A worker thread runs JavaScript: the built render thread and the app's built server entry.
const WORKER = new URL('../../../dist/features/seo/render-worker.js', import.meta.url);
const SERVER_ENTRY = fileURLToPath(new URL('../../../../web/dist-server/entry-server.js', import.meta.url));

let t: TestApp;
let threads: RenderThreads;
let mainThread: PageRenderer;
let product: { id: number; path: string };

beforeAll(async () => {
  for (const file of [fileURLToPath(WORKER), SERVER_ENTRY]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  }
  t = await buildTestApp();
  threads = new RenderThreads(WORKER, SERVER_ENTRY, 2, ownRoutesAnswer(t.app));
  const renderer = (await loadAppRenderer(SERVER_ENTRY, callsThrough(ownRoutesAnswer(t.app))))!;
  mainThread = { render: async (...args) => encodedPage(await renderer.render(...args)) };
  const listing = await t.app.inject({
    method: 'POST',
    url: '/api/eproduct/products?pageNum=0&pageSize=1',
    payload: { status: 'ACTIVE', facets: false },
  });
  const [first] = (listing.json() as { content: Array<{ id: number }> }).content;
  const page = await threads.render(`/product/${first!.id}`, 'en_In', {});
  if (!('redirect' in page)) throw new Error('a short product address is a redirect');
  product = { id: first!.id, path: page.redirect.location };
}, 60_000);

afterAll(async () => {
  await threads.close();
  await t.close();
});

describe('pages rendered on render threads', () => {
  it.each<[string, Locale]>([
    ['/', 'en_In'],
    ['/products', 'kn_In'],
    ['/search?query=seeds', 'en_In'],
  ])('renders %s in %s as the main thread renders it', async (url, locale) => {
    const [onThread, onMain] = await Promise.all([threads.render(url, locale, {}), mainThread.render(url, locale, {})]);
    if (!('html' in onThread && 'html' in onMain)) throw new Error(`${url} is a page`);
    expect(onThread.status).toBe(200);
    expect(onThread.html).toBe(onMain.html);
    expect(onThread.html.length).toBeGreaterThan(1000);
    // The same data but for when it was fetched.
    const untimed = (data: string) => data.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(untimed(onThread.data)).toBe(untimed(onMain.data));
  });

  it('renders a product page with its title and price, and the data it was rendered from', async () => {
    const page = await threads.render(product.path, 'en_In', {});
    const answer = await t.app.inject({ url: `/api/eproduct/${product.id}` });
    const { title } = (answer.json() as { data: { title: { en: string } } }).data;
    expect(page).toMatchObject({ status: 200 });
    expect('html' in page && page.html).toContain(title.en.replace(/&/g, '&amp;'));
    expect('data' in page && JSON.parse(page.data)).toMatchObject({ locale: 'en_In' });
  });

  it('sends a short product address to its canonical page', async () => {
    expect(await threads.render(`/product/${product.id}`, 'en_In', {})).toEqual({
      redirect: { status: 301, location: product.path },
    });
  });

  it('answers an unknown path with the not-found page', async () => {
    const page = await threads.render('/no-such-page', 'en_In', {});
    expect(page).toMatchObject({ status: 404 });
    expect('html' in page && page.html).toContain('Page not found');
  });

  it('renders many pages at once across its threads', async () => {
    const urls = Array.from({ length: 12 }, (_, i) => `/products?page=${1 + (i % 3)}`);
    const pages = await Promise.all(urls.map((url) => threads.render(url, 'en_In', {})));
    expect(pages.every((page) => 'status' in page && page.status === 200)).toBe(true);
  });
});

/** Render threads running a worker of the test's own, written to a folder removed after `use`. */
async function withWorker(source: string, use: (pool: RenderThreads) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
  const file = path.join(dir, 'worker.mjs');
  fs.writeFileSync(file, source);
  const pool = new RenderThreads(pathToFileURL(file), SERVER_ENTRY, 1, ownRoutesAnswer(t.app));
  try {
    await use(pool);
  } finally {
    await pool.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("a render thread's memory", () => {
  it("is bounded, so a page's garbage cannot grow the server's memory without end", async () => {
    // Answers every page with its own heap's limit, as V8 was given it.
    const reportsItsHeapLimit = `
      import { parentPort } from 'node:worker_threads';
      import v8 from 'node:v8';
      parentPort.on('message', (m) => parentPort.postMessage({ kind: 'rendered', page: m.page,
        rendered: { status: 200, html: String(v8.getHeapStatistics().heap_size_limit), data: '' } }));
      parentPort.postMessage({ kind: 'ready' });`;
    await withWorker(reportsItsHeapLimit, async (pool) => {
      const page = await pool.render('/', 'en_In', {});
      const limitMb = Number('html' in page ? page.html : NaN) / (1024 * 1024);
      expect(limitMb).toBeGreaterThan(64);
      expect(limitMb).toBeLessThanOrEqual(160);
    });
  });

  it('that runs out fails its page, and the next page is rendered by a new thread', async () => {
    const growsOnOnePage = `
      import { parentPort } from 'node:worker_threads';
      const kept = [];
      parentPort.on('message', (m) => {
        if (m.url === '/grows') for (;;) kept.push(new Array(100000).fill(m.page));
        parentPort.postMessage({ kind: 'rendered', page: m.page, rendered: { status: 200, html: 'rendered', data: '' } });
      });
      parentPort.postMessage({ kind: 'ready' });`;
    await withWorker(growsOnOnePage, async (pool) => {
      await expect(pool.render('/grows', 'en_In', {})).rejects.toThrow();
      expect(await pool.render('/', 'en_In', {})).toMatchObject({ status: 200, html: 'rendered' });
    });
  }, 30_000);
});

describe('a render thread that cannot start', () => {
  it('fails its page and is not started again and again', async () => {
    await withWorker("throw new Error('a broken build');\n", async (pool) => {
      await expect(pool.render('/', 'en_In', {})).rejects.toThrow();
      await expect(pool.render('/', 'en_In', {})).rejects.toThrow('no render thread could start');
    });
  });
});
