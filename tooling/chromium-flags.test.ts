import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BROWSER_SUITE_FLAGS } from '../scripts/chromium.mjs';

/** The feature names in playwright-core's own `disabledFeatures` list, read from its installed code. */
function featuresPlaywrightDisables(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const code = fs.readFileSync(path.join(path.dirname(packageJson), 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(code)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found: compare it by hand");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, name]) => name!);
}

/** The features of every --disable-features flag among `flags`, one list per flag. */
const disabledFeaturesOf = (flags: string[]) =>
  flags.filter((flag) => flag.startsWith('--disable-features=')).map((flag) => flag.split('=')[1]!.split(','));

it("the browser suite's one --disable-features keeps Playwright's and adds the omnibox popups", () => {
  // Chromium obeys only the last --disable-features: a second one would undo the first.
  const [features, ...more] = disabledFeaturesOf(BROWSER_SUITE_FLAGS);
  expect(more).toEqual([]);
  expect(features).toEqual([...featuresPlaywrightDisables(), 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
});
