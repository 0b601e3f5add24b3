import { PRODUCT_CSV_COLUMNS, reviewsResponse } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { formatAverage } from '../src/features/product/lib/rating';
import { adminSession, exportedCsv, productsCsv, switchPerson } from './admin';
import { apiLogin, apiRegister, newPhone, openLoggedIn } from './auth';
import { placeOrder } from './buying';
import { products, productPath } from './catalogue';
import { expect, scrollToReviews, storedValue, test } from './fixtures';

test.describe('the back office', () => {
  test.describe('to a customer', () => {
    // The browser logs the server's 403 to /admin/api/me: that refusal is what the test is about.
    test.use({ allowedConsoleErrors: /status of 403/ });

    test('a customer opening /admin is told there is no access and stays logged in', async ({ page, request, t }) => {
      const customer = await apiLogin(request, newPhone());
      await openLoggedIn(page, customer, '/admin');
      await expect(page.getByRole('heading', { name: t('admin.noAccess') })).toBeVisible();
      expect(await storedValue(page, 'authToken')).toBe(customer.authToken);
    });
  });

  test('logged out, /admin opens the login screen', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a review accepted in the queue is listed on the product page with the new average', async ({
    page,
    request,
    t,
  }) => {
    const customer = await apiLogin(request, newPhone());
    const name = `Reviewer${Date.now().toString(36)}`;
    await apiRegister(request, customer, name);
    const all = (await products(request)).content;
    const product = all[Math.floor(Math.random() * all.length)]!;
    const comment = `Strong germination, ${name}`;

    await openLoggedIn(page, customer, productPath(product));
    await scrollToReviews(page, t);
    await page.getByRole('radio', { name: t('reviews.star', { star: 4 }) }).check();
    await page.getByLabel(t('reviews.comment')).fill(comment);
    await page.getByRole('button', { name: t('reviews.submit') }).click();
    await expect(page.getByText(t('reviews.submitted'))).toBeVisible();

    const before = reviewsResponse.parse(
      await (
        await request.get(`/api/review/reviews/${product.id}/ACCEPTED`, { headers: { 'X-Platform': 'web' } })
      ).json(),
    ).data.productInfo.reviewInfo;
    const expected = formatAverage((before.averageRating * before.ratingCount + 4) / (before.ratingCount + 1));

    const operator = await adminSession(request);
    await switchPerson(page, operator, '/admin/reviews');
    const card = page.getByRole('listitem').filter({ hasText: comment });
    await expect(card.getByRole('heading', { name: product.title.en })).toBeVisible();
    await card
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${t('admin.reviews.accept')}$`) })
      .click();
    await expect(page.getByText(t('admin.reviews.accepted'))).toBeVisible();
    await expect(card).toHaveCount(0);

    await switchPerson(page, customer, productPath(product));
    await scrollToReviews(page, t);
    await expect(page.getByText(comment)).toBeVisible();
    await expect(page.getByText(t('product.averageRating', { rating: expected })).first()).toBeVisible();
  });

  test('once the operator dispatches an order, its customer can no longer cancel it', async ({ page, request, t }) => {
    const customer = await apiLogin(request, newPhone());
    const order = await placeOrder(request, customer);
    const operator = await adminSession(request);

    await openLoggedIn(page, operator, `/admin/orders?q=${order.id}`);
    await page.getByRole('link', { name: t('admin.orders.orderId', { id: order.id }) }).click();
    await page.getByRole('button', { name: t('admin.orders.dispatch') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('admin.orders.dispatch') })
      .click();
    await expect(page.getByText(t('admin.orders.dispatched'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('admin.orders.cancel') })).toHaveCount(0);

    const refused = await request.post(`/order/cancel?orderId=${order.id}`, {
      headers: { Authorization: `Bearer ${customer.authToken}`, 'X-Platform': 'web' },
    });
    expect(refused.ok()).toBe(false);

    await switchPerson(page, customer, '/my-orders');
    await expect(page.getByText(t('orders.orderId', { id: order.id }))).toBeVisible();
    await expect(page.getByText(t('orders.status.Dispatched')).first()).toBeVisible();
    await expect(page.getByRole('link', { name: t('orders.cancelOrder') })).toHaveCount(0);
  });

  test('a dry run of 1,000 products with 3 bad rows lists exactly those 3 rows', async ({ page, request, t }) => {
    test.setTimeout(90_000);
    const operator = await adminSession(request);
    const [header] = (await exportedCsv(request, operator)).split('\n');
    const columns = header!.split(',');
    expect(columns).toEqual([...PRODUCT_CSV_COLUMNS]);
    const some = (await products(request)).content[0]!;
    const bad = new Map([
      [10, { price: 'ten rupees' }],
      [500, { title_en: '' }],
      [998, { inventory: '-4' }],
    ]);
    const csv = productsCsv(columns, 1000, { categoryId: some.categoryId, sellerId: some.sellerId }, bad);

    await openLoggedIn(page, operator, '/admin/csv');
    await page
      .getByLabel(t('admin.csv.file'))
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t('admin.csv.check') }).click();

    await expect(page.getByRole('heading', { name: t('admin.csv.badRows_other', { count: 3 }) })).toBeVisible({
      timeout: 60_000,
    });
    const problems = page.getByRole('table', { name: t('admin.csv.errorsLabel') });
    // Spreadsheet numbering: the header is row 1, so data row i is row i + 2.
    const rows = await problems.locator('tbody tr td:first-child').allTextContents();
    expect([...new Set(rows)]).toEqual(['12', '502', '1000']);
    await expect(page.getByRole('button', { name: t('admin.csv.import') })).toBeDisabled();
  });

  test.describe('editing the catalogue', () => {
    const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase().slice(-6)}`;

    test('a new coupon without a discount is refused beside the box that needs it', async ({ page, request, t }) => {
      await openLoggedIn(page, await adminSession(request), '/admin/coupons');
      await page.getByRole('button', { name: t('admin.coupons.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin.coupons.new') });
      await dialog.getByRole('button', { name: t('admin.save') }).click();

      const percent = dialog.getByLabel(t('admin.coupons.percent'));
      await expect(percent).toHaveAttribute('aria-invalid', 'true');
      await expect(percent).toHaveAccessibleDescription(t('error.adminDiscountInvalid'));
    });

    test('a coupon saved in its dialog is listed, and its Edit opens it and takes the focus back on close', async ({
      page,
      request,
      t,
    }) => {
      await openLoggedIn(page, await adminSession(request), '/admin/coupons');
      await page.getByRole('button', { name: t('admin.coupons.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin.coupons.new') });
      const code = unique('SAVE');
      await dialog.getByLabel(t('admin.coupons.code')).fill(code);
      await dialog.getByLabel(t('admin.coupons.percent')).fill('10');
      await dialog.getByLabel(t('admin.coupons.expiry')).fill('2031-01-01');
      // Kept from buyers: the buying tests take the coupon of the smallest minimum they are offered.
      await dialog.getByLabel(t('admin.products.status')).selectOption('INACTIVE');
      await dialog
        .getByRole('group', { name: t('admin.coupons.description') })
        .getByLabel(t('admin.form.english'))
        .fill('Ten off');
      await dialog.getByRole('button', { name: t('admin.save') }).click();
      await expect(page.getByText(t('admin.saved'))).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('10%');
      const edit = row.getByRole('button', { name: t('admin.editNamed', { name: code }) });
      await edit.click();
      const editing = page.getByRole('dialog', { name: t('admin.coupons.edit') });
      await expect(editing.getByLabel(t('admin.coupons.code'))).toHaveValue(code);
      await editing.getByRole('button', { name: t('admin.close') }).click();
      await expect(edit).toBeFocused();
    });

    test('a synonym the operator adds is understood by the next buyer who searches with it', async ({
      page,
      request,
      t,
    }) => {
      // Letters only, as a farmer's word is, and unlike any catalogue word.
      const word = `zzq${[...Date.now().toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('')}`;
      await openLoggedIn(page, await adminSession(request), '/admin/search-synonyms');
      await page.getByRole('button', { name: t('admin.synonyms.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin.synonyms.new') });
      await dialog.getByLabel(t('admin.synonyms.word')).fill(word);
      await dialog.getByLabel(t('admin.synonyms.means')).fill('imidacloprid');
      await dialog.getByRole('button', { name: t('admin.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: word })).toContainText('imidacloprid');

      await page.goto(paths.search(word));
      await expect(page.getByText(t('searchPage.showingFor', { query: 'imidacloprid' }))).toBeVisible();
      await expect(page.getByRole('article').first()).toContainText(/imidacloprid|ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್/i);
    });

    test('a category is not offered as its own parent', async ({ page, request, t }) => {
      await openLoggedIn(page, await adminSession(request), '/admin/categories');
      await page.getByRole('button', { name: t('admin.categories.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin.categories.new') });
      const name = `Category ${unique('')}`;
      await dialog.getByLabel(t('admin.form.english')).fill(name);
      await dialog.getByRole('button', { name: t('admin.save') }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: t('admin.editNamed', { name }) }).click();
      const editing = page.getByRole('dialog', { name: t('admin.categories.edit') });
      const parents = editing.getByLabel(t('admin.categories.parent'));
      await expect(parents.getByRole('option').first()).toBeAttached();
      await expect(parents.getByRole('option', { name })).toHaveCount(0);
    });

    test('a new product saved with its first pack opens for editing, where the pack’s stock can change', async ({
      page,
      request,
      t,
    }) => {
      await openLoggedIn(page, await adminSession(request), '/admin/products/new');
      const title = `Product ${unique('')}`;
      const english = (group: string) =>
        page.getByRole('group', { name: group }).getByLabel(t('admin.form.english'), { exact: true });
      await english(t('admin.products.title')).fill(title);
      await english(t('admin.products.brand')).fill('Brand');
      for (const text of ['description', 'application', 'features', 'dosage'] as const)
        await english(t(`admin.products.${text}`)).fill('Text');
      await page.getByLabel(t('admin.products.category')).selectOption({ index: 1 });
      await page.getByLabel(t('admin.products.seller')).selectOption({ index: 1 });
      // Kept out of the shop: the storefront's tests read the listings this would head.
      await page.getByLabel(t('admin.products.status')).selectOption('INACTIVE');
      await english(t('admin.variants.name')).fill('1 kg');
      await page.getByLabel(t('admin.variants.price')).fill('100');
      await page.getByRole('button', { name: t('admin.save') }).click();

      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      await expect(page.getByRole('heading', { name: t('admin.products.edit'), level: 1 })).toBeVisible();
      await page.getByRole('button', { name: t('admin.variants.editNamed', { name: '1 kg' }) }).click();
      const pack = page.getByRole('dialog', { name: t('admin.variants.edit') });
      await expect(pack.getByLabel(t('admin.variants.price'))).toHaveValue('100');
      await pack.getByLabel(t('admin.variants.inventory')).fill('7');
      await pack.getByRole('button', { name: t('admin.save') }).click();
      await expect(pack).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: '1 kg' })).toContainText('7');
    });

    test('a new product saved with its ingredient, the pest it controls and its dose shows them when opened again', async ({
      page,
      request,
      t,
      language,
    }) => {
      await openLoggedIn(page, await adminSession(request), '/admin/products/new');
      const english = (group: string) =>
        page.getByRole('group', { name: group }).getByLabel(t('admin.form.english'), { exact: true });
      const kannada = (group: string) =>
        page.getByRole('group', { name: group }).getByLabel(t('admin.form.kannada'), { exact: true });
      await english(t('admin.products.title')).fill(`Insecticide ${unique('')}`);
      await english(t('admin.products.brand')).fill('Brand');
      await page.getByLabel(t('admin.products.category')).selectOption({ index: 1 });
      await page.getByLabel(t('admin.products.seller')).selectOption({ index: 1 });
      // Kept out of the shop: the storefront's tests read the listings this would head.
      await page.getByLabel(t('admin.products.status')).selectOption('INACTIVE');
      await english(t('admin.variants.name')).fill('100 ml');
      await page.getByLabel(t('admin.variants.price')).fill('190');

      await page.getByRole('button', { name: t('admin.agronomy.addIngredient') }).click();
      await english(t('admin.agronomy.ingredientName')).fill('Imidacloprid');
      await kannada(t('admin.agronomy.ingredientName')).fill('ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್');
      await page.getByLabel(t('admin.agronomy.concentration')).fill('17.8%');
      await page.getByLabel(t('admin.agronomy.formulation')).fill('SL');
      const whitefly = language === 'kn' ? 'ಬಿಳಿನೊಣ' : 'whitefly';
      await page
        .getByRole('group', { name: t('admin.agronomy.pests') })
        .getByLabel(whitefly, { exact: true })
        .check();
      const perAcre = page.getByRole('group', { name: t('admin.agronomy.dosePerAcre') });
      await perAcre.getByLabel(t('admin.agronomy.amount')).fill('100');
      await perAcre.getByLabel(t('admin.agronomy.unit')).selectOption('ml');
      await page.getByRole('button', { name: t('admin.save') }).click();

      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      await page.reload();
      await expect(english(t('admin.agronomy.ingredientName'))).toHaveValue('Imidacloprid');
      await expect(page.getByLabel(t('admin.agronomy.concentration'))).toHaveValue('17.8%');
      await expect(
        page.getByRole('group', { name: t('admin.agronomy.pests') }).getByLabel(whitefly, { exact: true }),
      ).toBeChecked();
      await expect(perAcre.getByLabel(t('admin.agronomy.amount'))).toHaveValue('100');
    });
  });
});
