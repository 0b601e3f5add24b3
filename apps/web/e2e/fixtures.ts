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

  // Any console error or uncaught exception fails the test that caused it.
  page: async ({ page, allowedConsoleErrors }, provide) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const where = message.location().url;
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
