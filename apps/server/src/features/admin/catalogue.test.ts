import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCategoryChangedResponse,
  adminCouponChangedResponse,
  adminProductChangedResponse,
  adminPromotionsResponse,
  adminSellerChangedResponse,
  auditResponse,
  messages,
  type ProductCreateBody,
} from '@krishi/contract';
import type { TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';
import { adminCatalogueApp, api, operator, SECOND_ADMIN_PHONE, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
let categoryId: number;
let sellerId: number;

beforeAll(async () => {
  ({ t, admin, categoryId, sellerId } = await adminCatalogueApp(10));
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', route: string, payload: object, who: Operator = admin) =>
  t.app.inject({ method, url: api(route), headers: who.headers, payload });

function newProduct(title: string): ProductCreateBody {
  return {
    title: { en: title, kn: 'ಹೊಸ ಬೀಜ' },
    brand: { en: 'Krishi Test' },
    description: { en: 'A new seed' },
    categoryId,
    sellerId,
    cropTags: ['paddy'],
    variants: [{ name: { en: '1 kg' }, price: 50_000, salePrice: 45_000, inventory: 12, weight: 1 }],
  };
}

async function createProduct(title: string) {
  const created = await send('POST', '/products', newProduct(title));
  expect(created.statusCode, created.body).toBe(200);
  return adminProductChangedResponse.parse(created.json()).data;
}

function multipart(field: string, bytes: Buffer, filename = 'picture.png') {
  const boundary = 'adminboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function auditOf(entity: string, entityId: number | string) {
  const response = await t.app.inject({
    method: 'GET',
    url: api(`/audit?entity=${entity}&entityId=${entityId}`),
    headers: admin.headers,
  });
  return auditResponse.parse(response.json()).content;
}

describe('products and variants', () => {
  it('a new product is on the storefront at once', async () => {
    const sellerPage = () =>
      t.app.inject({ method: 'POST', url: '/api/eproduct/products?pageNum=0&pageSize=40', payload: { sellerId } });
    await sellerPage();
    const product = await createProduct('Fresh hybrid tomato');
    const listed = await sellerPage();
    expect(listed.json().content.map((p: { id: number }) => p.id)).toContain(product.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      title: { en: 'Fresh hybrid tomato', kn: 'ಹೊಸ ಬೀಜ' },
      variants: [{ price: 50_000, salePrice: 45_000, inventory: 12 }],
    });
  });

  it('an edit of title, price or stock shows on the storefront at once', async () => {
    const product = await createProduct('Chilli seed');
    await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` });
    const edited = await send('PUT', `/products/${product.id}`, {
      ...newProduct('Chilli seed, improved'),
      variants: undefined,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const variantId = product.variants[0]!.id;
    const price = await send('PUT', `/variants/${variantId}`, {
      name: { en: '1 kg' },
      price: 60_000,
      salePrice: null,
      inventory: 0,
    });
    expect(price.statusCode, price.body).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` })).json().data;
    expect(page.title.en).toBe('Chilli seed, improved');
    expect(page.variants[0]).toMatchObject({ price: 60_000, salePrice: null, inventory: 0 });
  });

  it('taking a product off sale removes it from the storefront at once', async () => {
    const product = await createProduct('Seasonal okra');
    expect((await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` })).statusCode).toBe(200);
    const off = await send('PUT', `/products/${product.id}`, { ...newProduct('Seasonal okra'), status: 'INACTIVE' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` })).statusCode).toBe(404);
  });

  it('refuses a sale price above the price, negative stock, and unknown category or seller', async () => {
    const product = await createProduct('Maize seed');
    const variantId = product.variants[0]!.id;
    const above = await send('PUT', `/variants/${variantId}`, {
      name: { en: '1 kg' },
      price: 100,
      salePrice: 101,
      inventory: 1,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().errorDetails).toContainEqual({
      field: 'salePrice',
      message: messages.adminSalePriceAbovePrice,
    });
    const negative = await send('PUT', `/variants/${variantId}`, { name: { en: '1 kg' }, price: 100, inventory: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errorDetails).toContainEqual({
      field: 'inventory',
      message: messages.adminInventoryInvalid,
    });
    const noCategory = await send('POST', '/products', { ...newProduct('Lost'), categoryId: 999_999 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ message: messages.adminCategoryNotFound });
    const noSeller = await send('POST', '/products', { ...newProduct('Lost'), sellerId: 999_999 });
    expect(noSeller.statusCode).toBe(400);
    const noEnglish = await send('POST', '/products', { ...newProduct('x'), title: { en: '  ' } });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().errorDetails).toContainEqual({ field: 'title.en', message: messages.adminEnglishRequired });
    const [variant] = await t.database.rawTransaction((tx) =>
      tx.query<{ price: number }>('SELECT price FROM variants WHERE id = $1', [variantId]),
    );
    expect(variant!.price).toBe(50_000);
  });

  it('adds a variant, and a picture re-encoded as WebP and served resized', async () => {
    const product = await createProduct('Brinjal seed');
    const added = await send('POST', `/products/${product.id}/variants`, {
      name: { en: '5 kg' },
      price: 200_000,
      inventory: 3,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(adminProductChangedResponse.parse(added.json()).data.variants.map((v) => v.name.en)).toEqual([
      '1 kg',
      '5 kg',
    ]);

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: api(`/products/${product.id}/images`),
      ...multipart('image', png),
      headers: { ...admin.headers, ...multipart('image', png).headers },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const images = adminProductChangedResponse.parse(upload.json()).data.images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^uploads\/[a-f0-9]{64}$/);
    const served = await t.app.inject({ method: 'GET', url: `/media/${images[0]}?w=320` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    const page = (await t.app.inject({ method: 'GET', url: `/api/eproduct/${product.id}` })).json().data;
    expect(page.images).toEqual(images);

    const notPicture = await t.app.inject({
      method: 'POST',
      url: api(`/products/${product.id}/images`),
      ...multipart('image', Buffer.from('not a picture')),
      headers: { ...admin.headers, ...multipart('image', Buffer.from('x')).headers },
    });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json()).toMatchObject({ message: messages.adminImageInvalid });
  });
});

describe('categories and sellers', () => {
  it('creates, renames and moves a category, never under itself or below', async () => {
    const top = adminCategoryChangedResponse.parse(
      (await send('POST', '/categories', { name: { en: 'Tools' } })).json(),
    ).data;
    const child = adminCategoryChangedResponse.parse(
      (await send('POST', '/categories', { name: { en: 'Sprayers' }, parentId: top.id })).json(),
    ).data;
    expect(child.parentId).toBe(top.id);
    const loop = await send('PUT', `/categories/${top.id}`, { name: { en: 'Tools' }, parentId: child.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ message: messages.adminCategoryCycle });
    const renamed = await send('PUT', `/categories/${child.id}`, { name: { en: 'Hand sprayers' }, parentId: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const tree = (
      await t.app.inject({ method: 'POST', url: '/api/ecategory/storeFrontcategories', payload: {} })
    ).json();
    const names = tree.rootCategories.map((c: { name: { en: string } }) => c.name.en);
    expect(names).toEqual(expect.arrayContaining(['Tools', 'Hand sprayers']));
  });

  it('checks a seller’s pincode and served states against the gazetteer', async () => {
    const states = (await t.app.inject({ method: 'GET', url: api('/states'), headers: admin.headers })).json().data;
    expect(states).toContain('Karnataka');
    const seller = {
      name: { en: 'Green Fields' },
      businessName: 'Green Fields Pvt. Ltd.',
      customerCareNumber: '9876543210',
      pincode: '560001',
      servedStates: ['Karnataka', 'Kerala'],
    };
    const created = await send('POST', '/sellers', seller);
    expect(created.statusCode, created.body).toBe(200);
    expect(adminSellerChangedResponse.parse(created.json()).data).toMatchObject({ state: 'Karnataka' });
    const badPin = await send('POST', '/sellers', { ...seller, pincode: '000000' });
    expect(badPin.statusCode).toBe(400);
    const badState = await send('POST', '/sellers', { ...seller, servedStates: ['Atlantis'] });
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({
      message: messages.adminStateUnknown('Atlantis'),
      code: 'adminStateUnknown',
      params: { state: 'Atlantis' },
    });
  });
});

describe('coupons and promotions', () => {
  const coupon = {
    couponCode: 'monsoon10',
    percentage: true,
    discountValue: 10,
    minOrderValue: 50_000,
    expiryDate: '2099-12-31',
    description: { en: '10% off' },
  };

  it('creates a coupon the storefront offers, and disables it', async () => {
    const created = await send('POST', '/coupons', coupon);
    expect(created.statusCode, created.body).toBe(200);
    const saved = adminCouponChangedResponse.parse(created.json()).data;
    expect(saved.couponCode).toBe('MONSOON10');
    const buyer = await logIn(t, '9876500002');
    const offered = () =>
      t.app
        .inject({ method: 'GET', url: `/coupons/user/${buyer.userId}`, headers: bearer(buyer.authToken) })
        .then((r) => r.json().data.map((c: { couponCode: string }) => c.couponCode));
    expect(await offered()).toContain('MONSOON10');
    const disabled = await send('PUT', `/coupons/${saved.id}`, { ...coupon, status: 'INACTIVE' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await offered()).not.toContain('MONSOON10');
    const duplicate = await send('POST', '/coupons', coupon);
    expect(duplicate.statusCode).toBe(409);
  });

  it('refuses a percentage over 100, a flat discount of 0, a negative minimum and a bad code or date', async () => {
    const cases = [
      [{ discountValue: 101 }, 'discountValue', messages.adminPercentageInvalid],
      [{ percentage: false, discountValue: 0 }, 'discountValue', messages.adminFlatDiscountInvalid],
      [{ minOrderValue: -1 }, 'minOrderValue', messages.adminMinOrderInvalid],
      [{ couponCode: 'no spaces!' }, 'couponCode', messages.couponCodeInvalid],
      [{ expiryDate: '31-12-2099' }, 'expiryDate', undefined],
    ] as const;
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/coupons', { ...coupon, couponCode: 'OTHER', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorDetails[0].field).toBe(field);
      if (message) expect(response.json().errorDetails[0].message).toBe(message);
    }
  });

  it('creates, pictures, activates and reorders promotions, shown on the home page at once', async () => {
    const home = () => t.app.inject({ method: 'GET', url: '/api/promotion/get-all' }).then((r) => r.json().data);
    await home();
    const created = await send('POST', '/promotions', { title: { en: 'Kharif sale' }, onClickUrl: '/products' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const early = await send('PUT', `/promotions/${id}`, {
      title: { en: 'Kharif sale' },
      onClickUrl: '/products',
      status: 'ACTIVE',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: messages.adminPromotionNeedsImage });
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const pictured = await t.app.inject({
      method: 'POST',
      url: api(`/promotions/${id}/image`),
      ...multipart('image', png),
      headers: { ...admin.headers, ...multipart('image', png).headers },
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    const active = await send('PUT', `/promotions/${id}`, {
      title: { en: 'Kharif sale' },
      onClickUrl: '/products',
      status: 'ACTIVE',
    });
    expect(active.statusCode, active.body).toBe(200);
    expect((await home()).at(-1)).toMatchObject({ id, title: { en: 'Kharif sale' } });

    const all = adminPromotionsResponse.parse(
      (await t.app.inject({ method: 'GET', url: api('/promotions'), headers: admin.headers })).json(),
    ).data;
    const order = [id, ...all.map((p) => p.id).filter((other) => other !== id)];
    const reordered = await send('PUT', '/promotions/order', { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await home())[0]).toMatchObject({ id });
    const incomplete = await send('PUT', '/promotions/order', { ids: [id] });
    expect(incomplete.statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records who changed what and when for every kind of change, with only what changed', async () => {
    const second = await operator(t, SECOND_ADMIN_PHONE);
    const product = await createProduct('Audited seed');
    const variantId = product.variants[0]!.id;
    await send(
      'PUT',
      `/variants/${variantId}`,
      { name: { en: '1 kg' }, price: 55_000, salePrice: 45_000, inventory: 12, weight: 1 },
      second,
    );
    const productLog = await auditOf('product', product.id);
    expect(productLog).toHaveLength(1);
    expect(productLog[0]).toMatchObject({ action: 'product.create', actor: { userId: admin.userId }, before: null });
    const variantLog = await auditOf('variant', variantId);
    expect(variantLog).toHaveLength(1);
    expect(variantLog[0]).toMatchObject({
      action: 'variant.update',
      actor: { userId: second.userId, phoneNumber: SECOND_ADMIN_PHONE },
      before: { price: 50_000 },
      after: { price: 55_000 },
    });
    expect(Math.abs(Date.parse(variantLog[0]!.at) - Date.now())).toBeLessThan(60_000);

    const byActor = auditResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: api(`/audit?actorId=${second.userId}`), headers: admin.headers })
      ).json(),
    );
    expect(byActor.content.map((e) => e.action)).toEqual(['variant.update']);
    const kinds = new Set(
      auditResponse
        .parse((await t.app.inject({ method: 'GET', url: api('/audit?pageSize=100'), headers: admin.headers })).json())
        .content.map((e) => e.entity),
    );
    expect([...kinds].sort()).toEqual(['category', 'coupon', 'product', 'promotion', 'seller', 'variant']);
  });

  it('writes nothing to the log when a change is refused', async () => {
    const before = auditResponse.parse(
      (await t.app.inject({ method: 'GET', url: api('/audit'), headers: admin.headers })).json(),
    ).totalElements;
    await send('POST', '/products', { ...newProduct('Refused'), categoryId: 999_999 });
    await send('POST', '/coupons', {
      couponCode: 'X',
      percentage: true,
      discountValue: 500,
      expiryDate: '2099-01-01',
      description: { en: 'x' },
    });
    const after = auditResponse.parse(
      (await t.app.inject({ method: 'GET', url: api('/audit'), headers: admin.headers })).json(),
    ).totalElements;
    expect(after).toBe(before);
  });
});
