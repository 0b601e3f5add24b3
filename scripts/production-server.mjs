// A production build of the storefront server on a free loopback port, with a fresh seeded data
// folder and the offline adapters, for the measurements (`npm run lighthouse`,
// `npm run first-content`): they measure the pages as a deployment serves them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './ensure-install.mjs';
import { freePort } from './free-port.mjs';

async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${url}`);
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform': 'web' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Starts `apps/server/dist/server.js` (build it first) and waits until it answers. `stop()` ends
 * it and removes its data folder.
 */
export async function startProductionServer(name) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `krishi-${name}-`));
  // Nobody logs in, resets a password or pays here: the console SMS, outbox mail and sandbox
  // payment adapters stand in.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_CONSOLE_SMS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/metadata/languages`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Pages of the seeded catalogue, found through the public API: a listing (the first root
 * category), its first product, and a search for that product's first word.
 */
export async function samplePages(base, slug) {
  const { rootCategories } = await postJson(`${base}/api/ecategory/storeFrontcategories`, { status: 'ACTIVE' });
  const category = rootCategories[0];
  const list = await postJson(`${base}/api/eproduct/products?pageNum=0&pageSize=1`, {
    status: 'ACTIVE',
    categoryId: category.id,
  });
  const product = list.content[0];
  const word = product.title.en.split(/\s+/)[0].toLowerCase();
  return {
    home: '/',
    listing: `/products/${slug(category.name.en) || `category-${category.id}`}/${category.id}`,
    search: `/search?query=${encodeURIComponent(word)}`,
    product: `/product/${slug(`${product.brand.en} ${product.title.en}`) || 'product'}/${product.id}`,
  };
}
