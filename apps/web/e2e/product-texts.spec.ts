import { inStockProduct, productPath } from './catalogue';
import { descriptionText, expect, test } from './fixtures';

test.describe('on a phone, where the product’s texts start below the first screen', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a product’s description appears as the visitor scrolls down to it', async ({ page, request, t }) => {
    await page.goto(productPath(await inStockProduct(request)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const description = descriptionText(page, t);
    await expect(description).toBeEmpty();

    await description.scrollIntoViewIfNeeded();
    await expect(description).toHaveText(/\S/);
  });
});
