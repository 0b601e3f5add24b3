// Debian's chromium drives the browser tests and Lighthouse; no browser is ever downloaded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Chromium refuses to run as root without a sandbox exemption; the rest keeps it off the network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The features playwright-core turns off (its chromiumSwitches). Chromium obeys only the last
 * --disable-features it is given, so the browser suite's repeats them; tooling/chromium-flags.test.ts
 * fails when an upgrade of Playwright changes them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser suite's flags. Every browser context is a window of its own, and Chromium 156 loads
 * two omnibox popups into each window, pages of its own UI in renderers of their own: a fifth of
 * the suite's CPU went to them (decision 060). No test types into an address bar.
 */
export const BROWSER_SUITE_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/** Installs Debian chromium when it is missing and we are root; otherwise says how and exits. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's chromium at ${CHROMIUM}, and installing it needs root.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\nthen run the command again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run the command again.`);
      process.exit(1);
    }
  }
}
