import { test as base, expect, type Page } from '@playwright/test';
import { bundles, type MessageKey } from '@krishi/contract';

export type Language = 'en' | 'kn';

/** The page's string for a key in the project's language. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface Fixtures {
  /** The project's language: tests read every UI text through `t`, as the page does. */
  language: Language;
  t: Translate;
  /** Console errors a test expects (going offline makes requests fail); any other fails it. */
  allowedConsoleErrors: RegExp | null;
  /** Whether the viewport is narrow enough for the hamburger menu. */
  isSmallScreen: boolean;
}

/**
 * Whether a project is off the config's diagonal (English narrow, Kannada wide). A test whose
 * subject no width changes (the HTML as served) skips there: the diagonal still checks it in
 * each language and at each width.
 */
export const offDiagonal = ({ language, isSmallScreen }: Pick<Fixtures, 'language' | 'isSmallScreen'>): boolean =>
  (language === 'en') === isSmallScreen;

export const test = base.extend<Fixtures>({
  language: ['en', { option: true }],
  allowedConsoleErrors: [null, { option: true }],

  t: async ({ language }, provide) => {
    const strings = bundles[language === 'kn' ? 'kn_In' : 'en_In'];
    await provide((key, values = {}) =>
      strings[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')),
    );
  },

  isSmallScreen: async ({ viewport }, provide) => {
    await provide((viewport?.width ?? 1280) < 768);
  },

  // Any console error or uncaught exception fails the test that caused it. Opening or reloading a
  // page (waiting for its load, as by default) waits until the app has taken over the server's
  // page (`data-app="started"`, main.tsx): before that its buttons do not answer yet.
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appStarted(page, options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appStarted(page, options?.waitUntil);
        return response;
      };
    }
    const problems: string[] = [];
    // A page the server answers 404 (an unknown address) is meant to be one; the browser logs its
    // status as an error all the same.
    const missingPages = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.status() === 404)
        missingPages.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const where = message.location().url;
      if (text.startsWith('Failed to load resource') && missingPages.has(where)) return;
      if (!allowedConsoleErrors?.test(text)) {
        problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    await provide(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/**
 * Waits for the app to start after a navigation that waited for the page's load; a test that
 * asked for less (`commit`, `domcontentloaded`) looks at the page before its code runs. A page
 * whose code never starts (held back on purpose) is left to the test's own expectations. A page
 * the app itself reloads (a login, a logout) is waited for with this once its address shows.
 */
export async function appStarted(page: Page, waitUntil?: string): Promise<void> {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  await page
    .waitForFunction(() => document.documentElement.dataset.app === 'started', undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Waits until nothing on the page is moving but what moves for ever (a spinner): axe judges
 * colours as drawn, and a message fading in has not reached its own yet.
 */
export async function stillPage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      ),
    )
    .toBe(true);
}

/** Reads a localStorage value from the page. */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/**
 * Scrolls to the product page's reviews, as a visitor reading on does: their list and form load
 * only as they come near the screen.
 */
export async function scrollToReviews(page: Page, t: Translate): Promise<void> {
  await page.getByRole('region', { name: t('product.reviews'), exact: true }).scrollIntoViewIfNeeded();
}
