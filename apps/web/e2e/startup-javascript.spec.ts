import http from 'node:http';
import { expect, test } from './fixtures';

/** Issue 23: what a first visit to the home page downloads before it answers, gzip'd. */
const STARTUP_BUDGET_BYTES = 140 * 1024;

/** The body bytes the server sends for `url` to a browser that accepts only gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

test('a first visit to the home page downloads at most 140 KB of JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.map(async (url) => [new URL(url).pathname, await gzipBytes(url)] as const));
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(total, `the scripts: ${JSON.stringify(Object.fromEntries(sizes))}`).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES);
});
