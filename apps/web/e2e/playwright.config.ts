import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_SUITE_FLAGS, CHROMIUM } from '../../../scripts/chromium.mjs';
import type { Language } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// scripts/e2e.mjs picks a free port and a fresh data folder; run directly, the config makes its
// own. Set here, in the main process, so the workers it forks see the same values.
process.env.E2E_PORT ||= '4317';
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'krishi-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Kannada is chosen the way the storefront stores it: two localStorage keys, and the cookie the
 * page writes with them, in which the server renders its pages (decision 037).
 */
function storageFor(language: Language) {
  if (language === 'en') return undefined;
  return {
    cookies: [
      {
        name: 'selectedLocale',
        value: 'kn_In',
        domain: new URL(baseURL).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'selectedLocale', value: 'kn_In' },
          { name: 'selectedLanguage', value: 'Kannada' },
        ],
      },
    ],
  };
}

const screens = { mobile: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;
const languages: Language[] = ['en', 'kn'];

/**
 * Where each spec runs (decision 060). What a layout or a language can break on its own runs on
 * all four projects: the menus, the language switch, every public page's hydration
 * (server-rendering.spec, whose HTML-as-served and JavaScript-off parts are the same at every
 * width and run on the diagonal). What a language or a width changes, but not their pairing,
 * runs on the diagonal, English wide and Kannada narrow: axe, the home walk, the listing's
 * filters, search, titles, every route opened directly. A flow that is one person's runs once,
 * on that person's screen: a farmer's (account, cart, checkout, orders, offline, push) on a
 * phone in Kannada, the back office's and a business's e-mail login on a desktop in English; the
 * screens themselves are checked at both widths and in both languages by the specs above.
 * Running every flow on both halves of the diagonal took a third of a CI that must stay under
 * 35 minutes. (xss and security-headers choose their own projects.)
 */
const onEveryProject = /\/(language|menu|security-headers|server-rendering|xss)\.spec\.ts$/;
const onTheDiagonal = /\/(accessibility|browse|direct-routes|listing-filters|not-found|search|titles)\.spec\.ts$/;
const onAnEnglishDesktop = /\/(admin|counter|counter-admin|lots|password)\.spec\.ts$/;

/** The specs a project runs, by the lists above; a spec in none of them runs on the Kannada phone. */
function specsOf(project: string): { testMatch?: RegExp[]; testIgnore?: RegExp } {
  if (project === 'kn-mobile') return { testIgnore: onAnEnglishDesktop };
  if (project === 'en-desktop') return { testMatch: [onEveryProject, onTheDiagonal, onAnEnglishDesktop] };
  return { testMatch: [onEveryProject] };
}

export default defineConfig<{ language: Language }>({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The machines these run on move threefold in speed within a day (docs/benchmarks.md): a loaded
  // hour took over 30 s for tests that take 10 on a quiet one, and failed them on their budget
  // alone. Twice that budget still fails a test that waits for what never comes.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'krishi-e2e-results'),
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM, args: BROWSER_SUITE_FLAGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    // A first visit's service worker precaches every script and style sheet of the build (133
    // files, 2.8 MB) while the test goes on: with a fresh context for every test, that is CPU
    // taken from the test's own page on a two-core machine (decision 053). The specs of the
    // worker itself (offline-app, push) allow it.
    serviceWorkers: 'block',
  },
  projects: languages.flatMap((language) =>
    (Object.keys(screens) as Array<keyof typeof screens>).map((screen) => ({
      name: `${language}-${screen}`,
      use: { language, viewport: screens[screen], storageState: storageFor(language) },
      ...specsOf(`${language}-${screen}`),
    })),
  ),
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/metadata/languages`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test logs in with new phones from one address: the per-address hourly limit must not bite.
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_FAILURES_PER_IP_PER_HOUR: '100000',
      RESET_CODES_PER_IP_PER_HOUR: '100000',
      ADMIN_PHONES: '9000000001,9000000002,9000000003',
    },
  },
});
