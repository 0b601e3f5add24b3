import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_SUITE_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from '../scripts/chromium.mjs';

/** The feature names in playwright-core's own `disabledFeatures` list, read from its installed code. */
function featuresPlaywrightDisables(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const code = fs.readFileSync(path.join(path.dirname(packageJson), 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(code)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found: compare it by hand");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, name]) => name!);
}

describe("the browser suite's Chromium flags", () => {
  it('keep every feature Playwright turns off, since Chromium obeys only the last --disable-features', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(featuresPlaywrightDisables());
  });

  it('give Chromium one --disable-features', () => {
    expect(BROWSER_SUITE_FLAGS.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
  });
});
