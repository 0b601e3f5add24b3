import { pickText, type MessageKey } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { inStockProduct, productPath } from './catalogue';
import { expect, test } from './fixtures';

const PAGES: Array<[string, MessageKey]> = [
  [paths.brands(), 'brands.title'],
  [paths.categories(), 'categories.title'],
  [paths.aboutUs(), 'pages.about.title'],
  [paths.terms(), 'pages.terms.title'],
  [paths.privacy(), 'pages.privacy.title'],
];

test('each page names itself in the browser tab, followed by the shop name', async ({ page, t }) => {
  for (const [url, key] of PAGES) {
    await page.goto(url);
    await expect(page).toHaveTitle(`${t(key)} | ${t('app.name')}`);
  }
});

test('a product page is titled with the product name', async ({ page, request, language, t }) => {
  const product = await inStockProduct(request);
  await page.goto(productPath(product));
  await expect(page).toHaveTitle(`${pickText(product.title, language)} | ${t('app.name')}`);
});
