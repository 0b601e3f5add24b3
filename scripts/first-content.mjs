// `npm run first-content`: how long a first visit on a slow phone waits for a page's content.
// Headless Chromium at 360x800, the network throttled through the DevTools protocol (slow 3G:
// 400 kbit/s and 400 ms round trips; fast 3G: 1.6 Mbit/s and 150 ms), the CPU slowed 4x, no
// cache and the service worker blocked. For home, a listing, a search result page and a product
// page, in English and in Kannada, it prints when the HTML arrived, when the page's content was
// first on screen, and the bytes received by then. A measurement, not a test: it prints and
// exits 0.
// FIRST_CONTENT_RUNS=5 measures each case five times and prints medians (default 3);
// FIRST_CONTENT_PAGES=home,product and FIRST_CONTENT_NETWORKS=slow3g limit what is measured.
import { ensureBuilt } from './build.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { samplePages, startProductionServer } from './production-server.mjs';

const RUNS = Math.max(1, Number(process.env.FIRST_CONTENT_RUNS ?? 3) || 3);
const only = (name) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : null);
const PAGES = only('FIRST_CONTENT_PAGES');
const NETWORKS = only('FIRST_CONTENT_NETWORKS');

/** DevTools' throughput is in bytes per second. */
const NETWORK_PROFILES = {
  slow3g: { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 },
  fast3g: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};

/**
 * What "the page's content is on screen" means, per page: every selector matches an element
 * with text that is laid out. Home: a section's heading, a product's name and a price; a listing
 * and search results: the heading, a product's name and a price; a product: its title, price
 * and pack choices.
 */
const CONTENT = {
  home: ['main h2', 'main .product-card__title', 'main .price__shown'],
  listing: ['main h1', 'main .product-card__title', 'main .price__shown'],
  search: ['main h1', 'main .product-card__title', 'main .price__shown'],
  product: ['main h1', 'main .price__shown', 'main .variants__options'],
};

/**
 * Runs in the page before its own scripts: notes the time of the first frame drawn after every
 * selector has its content, and the bytes received by then (the navigation and every finished
 * resource, all same-origin, so their transfer sizes are known).
 */
function watchForContent(selectors) {
  const shown = (selector) =>
    [...document.querySelectorAll(selector)].some((e) => e.textContent.trim() !== '' && e.getClientRects().length > 0);
  const bytesSoFar = () =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, entry) => sum + entry.transferSize,
      0,
    );
  let noted = false;
  const check = () => {
    if (noted || !selectors.every(shown)) return;
    noted = true;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__firstContent = { at: performance.now(), bytes: bytesSoFar() };
      }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
  // A page whose HTML arrives whole is parsed in one go: the parser's mutations come before its
  // nodes are laid out, and DOMContentLoaded waits for the page's scripts. Each frame looks too.
  const everyFrame = () => {
    check();
    if (!noted) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

async function measure(browser, url, pageName, language, network) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: 'block' });
  // A Kannada reader's browser holds the choice in storage and in the cookie the server renders by.
  if (language === 'kn') await context.addCookies([{ name: 'selectedLocale', value: 'kn_In', url }]);
  if (language === 'kn')
    await context.addInitScript(() => {
      if (!localStorage.getItem('selectedLocale')) {
        localStorage.setItem('selectedLocale', 'kn_In');
        localStorage.setItem('selectedLanguage', 'Kannada');
      }
    });
  await context.addInitScript(watchForContent, CONTENT[pageName]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK_PROFILES[network] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__firstContent, undefined, { timeout: 60_000, polling: 250 });
    return await page.evaluate(() => ({
      html: performance.getEntriesByType('navigation')[0].responseEnd,
      content: window.__firstContent.at,
      bytes: window.__firstContent.bytes,
    }));
  } catch (error) {
    console.log(`  ${pageName} ${language} ${network}: no content within 60 s (${error.message.split('\n')[0]})`);
    return undefined;
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

ensureInstall();
ensureChromium();
ensureBuilt();
const { chromium } = await import('playwright-core');
const { slugify } = await import('@krishi/contract');

const { base, stop } = await startProductionServer('first-content');
try {
  const pages = Object.entries(await samplePages(base, slugify)).filter(([name]) => !PAGES || PAGES.includes(name));
  const networks = Object.keys(NETWORK_PROFILES).filter((name) => !NETWORKS || NETWORKS.includes(name));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  // One unthrottled visit per page and language first, so the server has drawn the pictures a
  // phone asks for and rendered the pages, as it has for any visitor but the very first.
  for (const locale of ['en_In', 'kn_In']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addCookies([{ name: 'selectedLocale', value: locale, url: base }]);
    const warm = await context.newPage();
    for (const [, pagePath] of pages) await warm.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await context.close();
  }

  const seconds = (ms) => (ms === undefined ? '   n/a' : `${(ms / 1000).toFixed(2)} s`);
  const kb = (bytes) => (bytes === undefined ? '   n/a' : `${(bytes / 1024).toFixed(0).padStart(4)} KB`);
  console.log(`\nFirst visit at 360x800, CPU 4x slower, no cache, no service worker; medians of ${RUNS} run(s):`);
  console.log('  page     lang  network   HTML      content   bytes by then   path');
  for (const network of networks)
    for (const language of ['en', 'kn'])
      for (const [pageName, pagePath] of pages) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await measure(browser, `${base}${pagePath}`, pageName, language, network));
        const got = runs.filter(Boolean);
        const row = ['html', 'content', 'bytes'].map((key) => median(got.map((r) => r[key])));
        console.log(
          `  ${pageName.padEnd(8)} ${language.padEnd(5)} ${network.padEnd(8)}  ${seconds(row[0])}   ${seconds(row[1])}   ${kb(row[2])}         ${pagePath}`,
        );
      }
  await browser.close();
} finally {
  await stop();
}
