import type { APIRequestContext, ConsoleMessage, Page, Request } from '@playwright/test';
import {
  formatPrice,
  LOCALE_COOKIE,
  pickText,
  PAGE_SIZE,
  shownPrice,
  type MessageKey,
  type ProductSummary,
} from '@krishi/contract';
import { paths } from '../src/config/paths';
import { initialVariant } from '../src/lib/variants';
import { inStockProduct, productPath, products, rootCategories } from './catalogue';
import { expect, offDiagonal, test, type Language } from './fixtures';

/**
 * Decision 037: every public page arrives rendered, in the visitor's language, and the browser
 * hydrates it in place. These tests read the HTML as a search engine or a phone with JavaScript
 * off gets it, and watch the browser take the page over without React redoing it.
 */

const LOCALE = { en: 'en_In', kn: 'kn_In' } as const satisfies Record<Language, string>;

/** A request made without a browser carries the language the way the page writes it: a cookie. */
const cookieHeader = (language: Language) => ({ cookie: `${LOCALE_COOKIE}=${LOCALE[language]}` });

/** The text React wrote into the HTML, with the characters it escapes put back. */
function decodeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A page as served to a request without a browser, in the project's language. */
async function served(request: APIRequestContext, url: string, language: Language) {
  const response = await request.get(url, { headers: cookieHeader(language), maxRedirects: 0 });
  return { status: response.status(), html: decodeHtml(await response.text()) };
}

const title = (product: ProductSummary, language: Language) => pickText(product.title, language);

/** The page's h1 with exactly this text, as React writes it. */
const headingWith = (text: string) => new RegExp(`<h1[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);

/** A category's listing, found the way the menu finds it. */
async function categoryPath(request: APIRequestContext) {
  const category = (await rootCategories(request))[0]!;
  return { category, path: paths.category({ id: category.id, name: category.name.en }) };
}

// ---- 1. Hydration ----

/** What React says when the server's page and the browser's first render differ. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error|#418|#419|#423|#425/i;

interface ServedWindow extends Window {
  /** The `<main>` the HTML parser made, kept to see whether React later replaced it. */
  servedMain?: Element;
}

/** Pages that keep the parser's `<main>` for `openAndHydrate`: an init script is added once a page. */
const watchedPages = new WeakSet<Page>();

/**
 * Opens `url` as a new visit in the project's language and waits until React has taken the page
 * over and every lazy part has arrived; answers the warnings React logged on the way (errors and
 * uncaught exceptions fail the test in the page fixture already).
 */
async function openAndHydrate(page: Page, url: string, language: Language): Promise<string[]> {
  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'warning' && HYDRATION_TROUBLE.test(message.text())) warnings.push(message.text());
  };
  // Documents asked for, not navigations: the router's own history entries are no reload.
  let documents = 0;
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  };
  // Keeps the parser's <main> before any script runs: a page React could not hydrate is rendered
  // again from scratch, with new elements, and the reader sees it flash.
  if (!watchedPages.has(page)) {
    watchedPages.add(page);
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const main = document.querySelector('#root main');
        if (!main) return;
        (window as ServedWindow).servedMain = main;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  }
  page.on('console', onConsole);
  page.on('request', onRequest);
  try {
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    expect(html, `the server rendered ${url}`).toContain('<div id="root"><');
    // In the visitor's language from the server: the page never reloads to switch it.
    expect(html, `${url} in the visitor's language`).toContain(`<html lang="${language}">`);
    // React marks each element it has claimed with its fiber: the main one claimed is hydration done.
    await page.waitForFunction(() => {
      const main = document.querySelector('#root main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    });
    await page.waitForLoadState('networkidle');
    // React reports a mismatch found in a late part (a lazy section) a moment after it arrives.
    await page.waitForTimeout(300);
    const kept = await page.evaluate(
      () => (window as ServedWindow).servedMain === document.querySelector('#root main'),
    );
    expect(kept, `${url}: the page the server sent is the page on screen, not one rendered again`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(documents, `${url} was not loaded again`).toBe(1);
  } finally {
    page.off('console', onConsole);
    page.off('request', onRequest);
  }
  return warnings;
}

/**
 * Opens each page in turn in one browser page and answers the warnings of each that had any:
 * a test's own start (a new browser context, the shop's first load) took as long as a page.
 */
async function hydrationWarnings(page: Page, urls: readonly string[], language: Language) {
  const warned: Record<string, string[]> = {};
  for (const url of urls) {
    const warnings = await openAndHydrate(page, url, language);
    if (warnings.length > 0) warned[url] = warnings;
  }
  return warned;
}

test.describe('every public page hydrates without a warning', () => {
  const groups = {
    'home, the listings and the catalogue pages': [
      paths.home(),
      paths.products(),
      paths.search('seed'),
      paths.brands(),
      paths.categories(),
      paths.crops(),
      paths.crop('paddy'),
      paths.problem('whitefly'),
    ],
    'the information pages and login': [
      paths.aboutUs(),
      paths.terms(),
      paths.privacy(),
      paths.refundPolicy('en'),
      paths.referral('kn'),
      paths.farmerMarketplace(),
      paths.sellOn(),
      paths.login(),
    ],
  };
  for (const [group, urls] of Object.entries(groups)) {
    test(`${group} hydrate in the visitor's language without a warning`, async ({ page, language }) => {
      test.slow();
      expect(await hydrationWarnings(page, urls, language)).toEqual({});
    });
  }

  test("a category's listing hydrates without a warning", async ({ page, request, language }) => {
    expect(await openAndHydrate(page, (await categoryPath(request)).path, language)).toEqual([]);
  });

  test('a product page hydrates without a warning', async ({ page, request, language }) => {
    expect(await openAndHydrate(page, productPath(await inStockProduct(request)), language)).toEqual([]);
  });

  test.describe('an unknown address', () => {
    // The document itself answers 404, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

    test('hydrates its not-found page without a warning', async ({ page, t, language }) => {
      expect(await openAndHydrate(page, '/no-such-page', language)).toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    });
  });
});

// ---- 2. The HTML as served ----

test.describe("each public page's content is in the HTML as served", () => {
  test.skip(offDiagonal, 'the HTML as served is the same at every width: checked on the diagonal');

  test('the home page', async ({ request, t, language }) => {
    // The home's All Products is the first page of every product; the API read after the page
    // and checked again until both agree, since another test may add a product in between.
    await expect(async () => {
      const { status, html } = await served(request, paths.home(), language);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(t('home.latest'));
      expect(html).toContain(t('home.all'));
      const [first] = (await products(request, {}, PAGE_SIZE.listing)).content;
      expect(html).toContain(title(first!, language));
    }).toPass({ timeout: 10_000 });
  });

  test("a category's listing with its products", async ({ request, language }) => {
    const { category, path } = await categoryPath(request);
    await expect(async () => {
      const { status, html } = await served(request, path, language);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(pickText(category.name, language));
      const listed = (await products(request, { categoryId: category.id }, PAGE_SIZE.listing)).content;
      expect(listed.length).toBeGreaterThan(0);
      for (const product of listed.slice(0, 3)) expect(html).toContain(title(product, language));
    }).toPass({ timeout: 10_000 });
  });

  test('the search results', async ({ request, t, language }) => {
    await expect(async () => {
      const { status, html } = await served(request, paths.search('seed'), language);
      expect(status).toBe(200);
      expect(html).toContain(t('searchPage.heading', { query: 'seed' }));
      const found = (await products(request, { searchString: 'seed' }, PAGE_SIZE.search)).content;
      expect(found.length).toBeGreaterThan(0);
      for (const product of found.slice(0, 3)) expect(html).toContain(title(product, language));
    }).toPass({ timeout: 10_000 });
  });

  test('a product page with its title and price', async ({ request, language }) => {
    const product = await inStockProduct(request);
    const { status, html } = await served(request, productPath(product), language);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toMatch(headingWith(title(product, language)));
    expect(html).toContain(formatPrice(shownPrice(initialVariant(product.variants))));
  });

  const statics: Array<[string, MessageKey]> = [
    [paths.aboutUs(), 'pages.about.title'],
    [paths.terms(), 'pages.terms.title'],
    [paths.farmerMarketplace(), 'pages.farmerMarketplace.title'],
  ];
  for (const [url, key] of statics) {
    test(`the static page ${url}`, async ({ request, t, language }) => {
      const { status, html } = await served(request, url, language);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(headingWith(t(key)));
    });
  }
});

// ---- 3. Missing pages ----

test('unknown paths, products and categories answer 404 with the not-found page', async ({
  request,
  t,
  language,
  isSmallScreen,
}) => {
  test.skip(
    offDiagonal({ language, isSmallScreen }),
    'the HTML as served is the same at every width: checked on the diagonal',
  );
  const missing = 999_999_999;
  for (const path of ['/no-such-page', `/product/x/${missing}`, `/products/x/${missing}`]) {
    const page = await served(request, path, language);
    expect(page.status, path).toBe(404);
    expect(page.html, path).toContain(`<h1>${t('notFound.title')}</h1>`);
  }
});

// ---- 4. Without JavaScript ----

test.describe('reading works with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(offDiagonal, 'a page without its code reads alike at every width: checked on the diagonal');

  test('the shop says what needs JavaScript', async ({ page, t }) => {
    await page.goto(paths.home());
    // Playwright's text search and toHaveText pass over <noscript>: its paragraph is found by
    // tag and read as the DOM has it.
    const notice = page.locator('noscript > p');
    await expect(notice).toBeVisible();
    expect(await notice.textContent()).toBe(t('layout.needsJavaScript'));
  });

  test('a product opened from the home page shows its title and price', async ({ page }) => {
    await page.goto(paths.home());
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^₹[\d,]+(\.\d\d)?$/)
        .first(),
    ).toBeVisible();
  });

  test("a listing's second page opens from its pagination", async ({ page, t }) => {
    await page.goto(paths.products());
    const cards = page.getByRole('main').getByRole('article').getByRole('heading');
    const firstPage = await cards.allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: t('pagination.label') })
      .getByRole('link', { name: t('pagination.page', { page: 2 }), exact: true })
      .click();
    await expect(page).toHaveURL(`${paths.products()}?page=2`);
    await expect(cards.first()).toBeVisible();
    const secondPage = await cards.allInnerTexts();
    // One product may repeat: a product added meanwhile pushes page one's last onto page two.
    expect(secondPage.filter((name) => !firstPage.includes(name)).length).toBeGreaterThanOrEqual(secondPage.length - 1);
  });

  test('a search address shows its results', async ({ page, t }) => {
    await page.goto(paths.search('seed'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('searchPage.heading', { query: 'seed' }) }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('words typed in the search box and sent with Enter open their results', async ({ page, t }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: t('search.label') }).fill('seed');
    await page.getByRole('combobox', { name: t('search.label') }).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=seed$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('searchPage.heading', { query: 'seed' }) }),
    ).toBeVisible();
  });

  test('a static page shows its text', async ({ page, t }) => {
    await page.goto(paths.aboutUs());
    await expect(page.getByRole('heading', { level: 1, name: t('pages.about.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
  });
});

// ---- 5. Short product addresses ----

test('a short product address is sent to its canonical one', async ({ request, language, isSmallScreen }) => {
  test.skip(
    offDiagonal({ language, isSmallScreen }),
    'the HTML as served is the same at every width: checked on the diagonal',
  );
  const product = await inStockProduct(request);
  const response = await request.get(`/product/${product.id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(productPath(product));
});
