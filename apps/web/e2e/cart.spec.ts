import { paths } from '../src/config/paths';
import { inStockProduct, productPath } from './catalogue';
import { expect, test } from './fixtures';

test('Add to Cart while logged out asks to log in and opens the login page', async ({ page, request, t }) => {
  await page.goto(productPath(await inStockProduct(request)));
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.addToCart') })
    .first()
    .click();
  await expect(page.getByText(t('cart.loginRequired'))).toBeVisible();
  await expect(page).toHaveURL(paths.login());
});
