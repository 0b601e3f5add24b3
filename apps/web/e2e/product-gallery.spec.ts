import { paths } from '../src/config/paths';
import { fullProductWhere } from './catalogue';
import { expect, test } from './fixtures';

test('a thumbnail picked before the carousel is built shows its image, and the carousel then stays on it', async ({
  page,
  request,
  t,
}) => {
  const product = await fullProductWhere(request, 'has two images', (p) => p.images.length >= 2);
  // The carousel is built when the browser is idle; here it never is, so the tap must build it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(paths.product({ id: product.id, title: product.title.en, brand: product.brand.en }));

  const second = page.getByRole('button', { name: t('product.showImage', { index: 2 }) });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  // Autoplay advances every 1.5 s; a picked image is kept.
  await page.waitForTimeout(2_000);
  await expect(second).toHaveAttribute('aria-current', 'true');
});
