import {
  ADMIN_API,
  adminCategoriesResponse,
  adminProductChangedResponse,
  adminProductResponse,
  adminSellerSavedResponse,
} from '@krishi/contract';
import { adminSession } from './admin';
import { openLoggedIn } from './auth';
import { expect, test } from './fixtures';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase().slice(-6)}`;

test('a seller’s pesticide licence typed in the back office is kept and listed on its card', async ({
  page,
  request,
  t,
}) => {
  await openLoggedIn(page, await adminSession(request), '/admin/sellers');
  await page.getByRole('button', { name: t('admin.sellers.new') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.sellers.new') });
  const name = unique('Licensed ');
  await dialog
    .getByRole('group', { name: t('admin.sellers.name') })
    .getByLabel(t('admin.form.english'), { exact: true })
    .fill(name);
  await dialog.getByLabel(t('admin.sellers.businessName')).fill(`${name} Pvt. Ltd.`);
  await dialog.getByLabel(t('admin.sellers.customerCare')).fill('9876543210');
  await dialog.getByLabel(t('admin.sellers.pincode')).fill('560001');
  await dialog.getByLabel('Karnataka', { exact: true }).check();
  await dialog.getByLabel(t('counter.licence.pesticide')).fill('PL/KA/2024/0099');
  // Kept out of the shop: the storefront's tests read the brands.
  await dialog.getByLabel(t('admin.products.status')).selectOption('INACTIVE');
  await dialog.getByRole('button', { name: t('admin.save') }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`${t('counter.licence.pesticide')}: PL/KA/2024/0099`);
});

test('a pesticide label and a pack size saved with a new product show when it is opened again', async ({
  page,
  request,
  t,
}) => {
  await openLoggedIn(page, await adminSession(request), '/admin/products/new');
  const pair = (group: string, language: 'english' | 'kannada') =>
    page.getByRole('group', { name: group }).getByLabel(t(`admin.form.${language}`), { exact: true });
  await pair(t('admin.products.title'), 'english').fill(`Pesticide ${unique('')}`);
  await pair(t('admin.products.brand'), 'english').fill('Brand');
  await page.getByLabel(t('admin.products.category')).selectOption({ index: 1 });
  await page.getByLabel(t('admin.products.seller')).selectOption({ index: 1 });
  // Kept out of the shop: the storefront's tests read the listings this would head.
  await page.getByLabel(t('admin.products.status')).selectOption('INACTIVE');
  await pair(t('admin.variants.name'), 'english').fill('250 ml');
  await page.getByLabel(t('admin.variants.price')).fill('430');
  const pack = page.getByRole('group', { name: t('counter.admin.packSize') });
  await pack.getByLabel(t('admin.agronomy.amount')).fill('250');
  await pack.getByLabel(t('admin.agronomy.unit')).selectOption('ml');

  const label = page.getByRole('group', { name: t('counter.admin.pesticide') });
  await label.getByLabel(t('counter.registration')).fill('CIR-12,345/2015-Imidacloprid (SL) (340)-1');
  await label.getByLabel(t('counter.toxicity'), { exact: true }).selectOption('yellow');
  await label.getByLabel(t('counter.admin.preHarvestDays')).fill('7');
  for (const [group, en, kn] of [
    ['counter.firstAid', 'Wash with soap and water', 'ಸಾಬೂನು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ'],
    ['counter.antidote', 'No specific antidote', 'ನಿರ್ದಿಷ್ಟ ಪ್ರತಿವಿಷ ಇಲ್ಲ'],
    ['counter.protectiveGear', 'Gloves and mask', 'ಕೈಗವಸು ಮತ್ತು ಮುಖಗವಸು'],
  ] as const) {
    await pair(t(group), 'english').fill(en);
    await pair(t(group), 'kannada').fill(kn);
  }
  await page.getByRole('button', { name: t('admin.save') }).click();

  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await page.reload();
  await expect(label.getByLabel(t('counter.registration'))).toHaveValue('CIR-12,345/2015-Imidacloprid (SL) (340)-1');
  await expect(label.getByLabel(t('counter.toxicity'), { exact: true })).toHaveValue('yellow');
  await expect(pair(t('counter.antidote'), 'kannada')).toHaveValue('ನಿರ್ದಿಷ್ಟ ಪ್ರತಿವಿಷ ಇಲ್ಲ');
  await page.getByRole('button', { name: t('admin.variants.editNamed', { name: '250 ml' }) }).click();
  const variant = page.getByRole('dialog', { name: t('admin.variants.edit') });
  await expect(
    variant.getByRole('group', { name: t('counter.admin.packSize') }).getByLabel(t('admin.agronomy.amount')),
  ).toHaveValue('250');
});

test('removing a seller’s last pesticide licence tells the operator its active pesticide was set inactive', async ({
  page,
  request,
  t,
}) => {
  const session = await adminSession(request);
  const headers = { Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' };
  const categories = adminCategoriesResponse.parse(
    await (await request.get(`${ADMIN_API}/categories`, { headers })).json(),
  ).data;
  const pesticides = categories.find((c) => c.parentId === null && c.slug === 'pesticides')!;
  const leaf = categories.find((c) => c.parentId === pesticides.id)!;
  const name = unique('Lapsed ');
  const seller = await request.post(`${ADMIN_API}/sellers`, {
    headers,
    data: {
      name: { en: name },
      businessName: `${name} Pvt. Ltd.`,
      customerCareNumber: '9876543210',
      pincode: '560001',
      servedStates: ['Karnataka'],
      licences: { pesticide: 'PL/KA/2019/0300' },
      status: 'INACTIVE',
    },
  });
  const sellerId = adminSellerSavedResponse.parse(await seller.json()).data.id;
  const created = await request.post(`${ADMIN_API}/products`, {
    headers,
    data: {
      title: { en: `Spray of ${name}` },
      brand: { en: name },
      categoryId: leaf.id,
      sellerId,
      variants: [{ name: { en: '100 ml' }, price: 19_000, inventory: 5 }],
    },
  });
  const productId = adminProductChangedResponse.parse(await created.json()).data.id;

  await openLoggedIn(page, session, '/admin/sellers');
  await page.getByRole('button', { name: t('admin.editNamed', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.sellers.edit') });
  await dialog.getByLabel(t('counter.licence.pesticide')).fill('');
  await dialog.getByRole('button', { name: t('admin.save') }).click();

  await expect(page.getByText(t('counter.admin.productsDeactivated_one'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const product = await request.get(`${ADMIN_API}/products/${productId}`, { headers });
  expect(adminProductResponse.parse(await product.json()).data.status).toBe('INACTIVE');
});
