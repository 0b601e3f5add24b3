import { productResponse, type Product } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { products } from './catalogue';
import { expect, test } from './fixtures';

/** A product of the first listing page with at least two images. */
async function pictured(request: Parameters<typeof products>[0]): Promise<Product> {
  for (const summary of (await products(request)).content) {
    const full = productResponse.parse(await (await request.get(`/api/eproduct/${summary.id}`)).json()).data;
    if (full.images.length >= 2) return full;
  }
  throw new Error('no product on the first page has two images');
}

test('a thumbnail picked as soon as the page opens shows its image, and the carousel then stays on it', async ({
  page,
  request,
  t,
}) => {
  const product = await pictured(request);
  await page.goto(paths.product({ id: product.id, title: product.title.en, brand: product.brand.en }));

  const second = page.getByRole('button', { name: t('product.showImage', { index: 2 }) });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  // Autoplay advances every 1.5 s; a picked image is kept.
  await page.waitForTimeout(2_000);
  await expect(second).toHaveAttribute('aria-current', 'true');
});
