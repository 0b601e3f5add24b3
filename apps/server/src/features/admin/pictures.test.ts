import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IMAGE_MAX_BYTES, messages } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
/** Every back-office route that takes a picture, with where its answer shows the saved key. */
let uploads: { route: string; key: (data: Record<string, unknown>) => unknown }[];

beforeAll(async () => {
  t = await buildTestApp({ products: 3, env: adminEnv });
  admin = await operator(t);
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ id: number; seller_id: number }>('SELECT id, seller_id FROM products LIMIT 1'),
  );
  const promotion = await t.app.inject({
    method: 'POST',
    url: api('/promotions'),
    headers: admin.headers,
    payload: { title: { en: 'Rabi sale' }, onClickUrl: '/products' },
  });
  expect(promotion.statusCode, promotion.body).toBe(200);
  uploads = [
    { route: `/products/${row!.id}/images`, key: (data) => (data.images as unknown[]).at(-1) },
    { route: `/sellers/${row!.seller_id}/image`, key: (data) => data.image },
    { route: `/promotions/${promotion.json().data.id}/image`, key: (data) => data.imageUrl },
  ];
});

afterAll(async () => {
  await t.close();
});

function sendPicture(route: string, bytes: Buffer) {
  const boundary = 'pictureboundary';
  return t.app.inject({
    method: 'POST',
    url: api(route),
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('back-office pictures (products, sellers, promotions) are taken one way', () => {
  it('saves a picture as WebP under uploads/ and points the row at it', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    for (const { route, key } of uploads) {
      const response = await sendPicture(route, png);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
      expect(key(response.json().data), route).toMatch(/^uploads\/[a-f0-9]{64}$/);
    }
  });

  it('refuses a file that is not a picture with 400', async () => {
    for (const { route } of uploads) {
      const response = await sendPicture(route, Buffer.from('not a picture'));
      expect(response.statusCode, route).toBe(400);
      expect(response.json(), route).toMatchObject({ message: messages.adminImageInvalid, code: 'adminImageInvalid' });
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const tooLarge = Buffer.alloc(ADMIN_IMAGE_MAX_BYTES + 1, 1);
    for (const { route } of uploads) {
      const response = await sendPicture(route, tooLarge);
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toMatchObject({ message: messages.adminImageInvalid, code: 'adminImageInvalid' });
    }
  });
});
