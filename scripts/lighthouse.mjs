// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) against a production build
// of the server, for home, a listing and a product page, plus the gzip size of the JavaScript the
// home page loads before it is interactive. A measurement, not a test: it prints and exits 0.
// LIGHTHOUSE_RUNS=5 measures each page five times, in turn, and prints the medians;
// LIGHTHOUSE_PAGES=home,product measures only those pages; LIGHTHOUSE_REPORT_DIR keeps the reports.
// Then the bytes and LCP of the same pages on a slow 3G phone with and without data-saver mode
// (decision 043); DATA_SAVER_ONLY=1 measures only those.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { samplePages, startProductionServer } from './production-server.mjs';

/** LIGHTHOUSE_RUNS measures each page that many times and prints medians: one run moves by 5-10 points. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
/** LIGHTHOUSE_PAGES="home,product" measures only those of home, listing and product. */
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim()) : null;
/** DATA_SAVER_ONLY=1 skips Lighthouse and the script sizes: only the data-saver comparison runs. */
const DATA_SAVER_ONLY = process.env.DATA_SAVER_ONLY === '1';

/** Chrome DevTools' "Slow 3G": 2 s round trips, 400 kbit/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** The audits each row shows, by the row's key. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};

/** The middle value of those measured; undefined when none was. */
function median(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function formatRow(name, row, pagePath) {
  const seconds = (ms) => (ms === undefined ? '  n/a ' : `${(ms / 1000).toFixed(2)} s`);
  const score = row.score === undefined ? 'n/a' : String(row.score);
  const cls = row.cls === undefined ? '  n/a' : row.cls.toFixed(3);
  const tbt = row.tbt === undefined ? 'n/a' : `${Math.round(row.tbt)} ms`;
  return `  ${name.padEnd(9)} ${score.padStart(5)}   ${seconds(row.fcp)}   ${seconds(row.lcp)}   ${cls}   ${tbt.padStart(6)}   ${pagePath}`;
}

/** The body bytes the server sends for `url` to a browser that accepts `encoding`. */
function sentBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/**
 * Every script the home page requests until the network is quiet, with the bytes the server
 * sends for it gzip'd (the budget's measure) and as brotli (what a browser on HTTPS gets).
 */
async function startupJs(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const urls = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return Promise.all(
    urls.map(async (scriptUrl) => {
      const [gzip, brotli] = await Promise.all([sentBytes(scriptUrl, 'gzip'), sentBytes(scriptUrl, 'br')]);
      return { url: new URL(scriptUrl).pathname, gzip, brotli };
    }),
  );
}

/**
 * Opens each page once as Lighthouse's phone (412 x 823 at density 1.75) will, so the server has
 * drawn the pictures that phone asks for: in a shop that has been open a while it drew them long
 * ago, and a measurement of the page should not include drawing its first picture.
 */
async function warmUp(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
}

/**
 * One visit of a page by a phone on slow 3G with an empty cache: the bytes it transferred until
 * the network was quiet (the page's own requests, as the DevTools network panel counts them) and
 * its largest contentful paint. With `dataSaver` the farmer has turned the mode on in the menu
 * (its localStorage key and cookie); the service worker's install is not the page's and not counted.
 */
async function visit(browser, url, dataSaver) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    serviceWorkers: 'block',
  });
  if (dataSaver) {
    await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url }]);
    await context.addInitScript((key) => localStorage.setItem(key, 'on'), DATA_SAVER_STORAGE_KEY);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(undefined), 1000);
      }),
  );
  await context.close();
  return { bytes, lcp };
}

/** Each page with and without data-saver mode, and how much of its bytes the mode leaves. */
async function dataSaverComparison(pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0).padStart(5)} KB`;
  const seconds = (ms) => (ms === undefined ? '   n/a' : `${(ms / 1000).toFixed(1).padStart(4)} s`);
  console.log('\nData saver, slow 3G phone, empty cache (bytes until the network is quiet, LCP):');
  console.log('  page      bytes off  bytes on   on/off   LCP off   LCP on');
  try {
    for (const [name, pagePath] of pages) {
      const off = await visit(browser, `${base}${pagePath}`, false);
      const on = await visit(browser, `${base}${pagePath}`, true);
      const share = `${Math.round((on.bytes / off.bytes) * 100)} %`.padStart(6);
      console.log(
        `  ${name.padEnd(9)} ${kb(off.bytes)}  ${kb(on.bytes)}  ${share}   ${seconds(off.lcp)}   ${seconds(on.lcp)}   ${pagePath}`,
      );
    }
  } finally {
    await browser.close();
  }
}

ensureInstall();
ensureChromium();
ensureBuilt();
// Loaded only now: on a fresh clone they exist once ensureInstall and ensureBuilt have run.
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { chromium } = await import('playwright-core');
const { slugify: slug, DATA_SAVER_COOKIE, DATA_SAVER_STORAGE_KEY } = await import('@krishi/contract');

const { base, stop } = await startProductionServer('lighthouse');

let chrome;
try {
  const { home, listing, product } = await samplePages(base, slug);
  const pages = [
    ['home', home],
    ['listing', listing],
    ['product', product],
  ];

  await warmUp(pages.map(([, pagePath]) => `${base}${pagePath}`));
  await dataSaverComparison(pages.filter(([name]) => PAGES === null || PAGES.includes(name)));
  if (!DATA_SAVER_ONLY) {
    const scripts = await startupJs(`${base}/`);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
    console.log('\nJavaScript the home page loads, as the server sends it (gzip / brotli):');
    for (const s of scripts) {
      const note = s.gzip.encoding === 'gzip' ? '' : `  (sent ${s.gzip.encoding} to a gzip browser)`;
      console.log(`  ${kb(s.gzip.bytes)} ${kb(s.brotli.bytes)}  ${s.url}${note}`);
    }
    const total = (encoding) => scripts.reduce((sum, s) => sum + s[encoding].bytes, 0);
    console.log(`  ${kb(total('gzip'))} ${kb(total('brotli'))}  total (budget 140 KB gzip)`);

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
    const measured = pages.filter(([name]) => PAGES === null || PAGES.includes(name));
    const rows = new Map(measured.map(([name]) => [name, []]));
    console.log(`\nLighthouse 12, mobile${RUNS > 1 ? `, ${RUNS} runs (pages taken in turn)` : ''}:`);
    console.log('  page      score   FCP       LCP       CLS     TBT');
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, pagePath] of measured) {
        const result = await lighthouse(`${base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { categories, audits } = result.lhr;
        // LIGHTHOUSE_REPORT_DIR keeps each page's full report (LCP element, request chains) to read.
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          const file = RUNS > 1 ? `${name}-${run}.json` : `${name}.json`;
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, file), result.report);
        }
        // A run Lighthouse could not score (its page failed to load; it says why) is left out of the
        // medians: counted as 0, one such run dragged a page's median down. A metric it could not
        // measure is undefined; the other pages still run.
        const failure = result.lhr.runtimeError;
        const { score } = categories.performance;
        const row = {
          score: score === null ? undefined : Math.round(score * 100),
          ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, audits[id]?.numericValue])),
        };
        if (failure) console.log(`  ${name}: the run failed (${failure.code}: ${failure.message})`);
        rows.get(name).push(row);
        console.log(formatRow(name, row, pagePath));
      }
    }
    if (RUNS > 1) {
      console.log('\nMedians:');
      for (const [name, pagePath] of measured) {
        const runs = rows.get(name);
        const row = Object.fromEntries(
          ['score', ...Object.keys(METRICS)].map((key) => [key, median(runs.map((r) => r[key]))]),
        );
        const scores = runs.map((r) => r.score ?? 'failed');
        console.log(`${formatRow(name, row, pagePath)}   (scores ${scores.join(', ')})`);
      }
    }
  }
} finally {
  await chrome?.kill();
  await stop();
}
