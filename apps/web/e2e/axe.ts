import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { stillPage } from './fixtures';

/**
 * axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is once nothing on it
 * moves, each as its rule, its help and where. axe runs inside the page (its legacy mode): by
 * default it finishes every check in a new blank page, a renderer of its own, which was half of
 * each check's time; that mode is for frames from other origins, which no page here has.
 *
 * A check takes seconds on a loaded machine, and a toast can start fading out while it runs: its
 * text, half transparent, then fails color-contrast. So a page with findings is checked once more
 * when it is still again, and that second check is what counts: a real problem is still there.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const first = await findingsOfStillPage(page);
  return first.length === 0 ? first : findingsOfStillPage(page);
}

async function findingsOfStillPage(page: Page): Promise<string[]> {
  await stillPage(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
