// `npm test`: install what is missing (packages, Debian chromium), build, then run every suite in
// order, stopping at the first that fails. Ends with one plain line: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { ensureBuilt } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

const ANSI = /\x1b\[[0-9;]*m/g;

/** Test counts from a runner's closing lines (vitest's "Tests  2 failed | 40 passed", Playwright's "  40 passed"). */
function countsFrom(output) {
  const counts = { passed: 0, failed: 0 };
  const text = output.replace(ANSI, '');
  const vitest = text.match(/^\s*Tests\s+(.+)$/m);
  const lines = vitest ? [vitest[1]] : text.split('\n').filter((l) => /^\s+\d+ (passed|failed|flaky)\b/.test(l));
  for (const line of lines) {
    for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|flaky)/g)) {
      counts[kind === 'failed' ? 'failed' : 'passed'] += Number(n);
    }
  }
  return counts;
}

function runSuite(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const suites = [
  { name: 'lint', command: ['npm', ['run', 'lint']] },
  { name: 'typecheck', command: ['npm', ['run', 'typecheck']] },
  { name: 'unit and API', command: ['node_modules/.bin/vitest', ['run']], counts: true },
  { name: 'browser and accessibility', command: ['node', ['scripts/e2e.mjs']], counts: true },
];

ensureInstall();
ensureChromium();
ensureBuilt();

const total = { passed: 0, failed: 0 };
for (const suite of suites) {
  const started = Date.now();
  console.log(`\n=== ${suite.name} ===`);
  const { ok, output } = await runSuite(...suite.command);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (suite.counts) {
    const counts = countsFrom(output);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  if (!ok) {
    // A failing check without test counts (lint, typecheck) still counts as one failure.
    if (!suite.counts || total.failed === 0) total.failed += 1;
    console.log(`\n${suite.name} failed after ${seconds} s; later suites were not run.`);
    console.log(`${total.passed} passed, ${total.failed} failed`);
    process.exit(1);
  }
  console.log(`${suite.name} passed in ${seconds} s`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed`);
