// Browser and accessibility tests: builds, then runs Playwright (apps/web/e2e) against one server
// of its own on a free loopback port with a fresh, seeded data folder. Extra arguments go to
// Playwright, e.g. `npm run test:e2e -- --project=en-mobile -g "Page not found"`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureInstall, root } from './ensure-install.mjs';
import { freePort } from './free-port.mjs';

ensureInstall();
ensureChromium();
ensureBuilt();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'krishi-e2e-'));
const env = { ...process.env, E2E_PORT: String(process.env.E2E_PORT || (await freePort())), E2E_DATA_DIR: dataDir };
// The browser suite always runs on its own embedded database, whatever the shell points at.
delete env.DATABASE_URL;

const child = spawn(
  'node_modules/.bin/playwright',
  ['test', '-c', 'apps/web/e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
