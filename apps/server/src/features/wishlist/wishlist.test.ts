import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, messages, wishlistChangeResponse, wishlistResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { addProduct, addSeller, newBuyer, type Buyer } from '../../test/shop.js';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  sellerId = await addSeller(t, { pincode: '560001', state: 'Karnataka', servedStates: ['Karnataka'] });
});
afterAll(async () => {
  await t?.close();
});

const add = (buyer: Buyer, productId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers: buyer.headers, payload: { productId } });
const remove = (buyer: Buyer, productId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: buyer.headers });

async function list(buyer: Buyer) {
  const response = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: buyer.headers });
  expect(response.statusCode).toBe(200);
  return wishlistResponse.parse(response.json()).data;
}

describe('the wishlist', () => {
  it('lists an added product with its title, cover image and shown price in paise', async () => {
    const product = await addProduct(t, sellerId, [{ price: 25_000, salePrice: 19_950 }]);
    const buyer = await newBuyer(t);
    const response = await add(buyer, product.id);
    expect(response.statusCode).toBe(200);
    const body = wishlistChangeResponse.parse(response.json());
    expect(body.message).toBe('Product added successfully!');
    const [item] = await list(buyer);
    expect(item).toMatchObject({
      _id: product.id,
      title: { en: expect.stringMatching(/^Product /) },
      imageCover: null,
      price: 19_950,
      variantId: product.variantIds[0],
    });
    expect(item?.product).toMatchObject({ id: product.id, sellerId, variants: [{ price: 25_000, salePrice: 19_950 }] });
  });

  it('holds a product once however often it is added', async () => {
    const product = await addProduct(t, sellerId, [{ price: 10_000 }]);
    const buyer = await newBuyer(t);
    await add(buyer, product.id);
    await add(buyer, product.id);
    expect((await list(buyer)).map((item) => item._id)).toEqual([product.id]);
  });

  it('lists the newest first', async () => {
    const [first, second] = [
      await addProduct(t, sellerId, [{ price: 10_000 }]),
      await addProduct(t, sellerId, [{ price: 10_000 }]),
    ];
    const buyer = await newBuyer(t);
    await add(buyer, first.id);
    await add(buyer, second.id);
    expect((await list(buyer)).map((item) => item._id)).toEqual([second.id, first.id]);
  });

  it('offers the first variant in stock for Add to cart, at its price', async () => {
    const product = await addProduct(t, sellerId, [
      { price: 10_000, inventory: 0 },
      { price: 20_000, inventory: 3 },
    ]);
    const buyer = await newBuyer(t);
    await add(buyer, product.id);
    expect(await list(buyer)).toEqual([expect.objectContaining({ variantId: product.variantIds[1], price: 20_000 })]);
  });

  it('offers the first variant when none is in stock', async () => {
    const product = await addProduct(t, sellerId, [{ price: 10_000, inventory: 0 }]);
    const buyer = await newBuyer(t);
    await add(buyer, product.id);
    expect(await list(buyer)).toEqual([expect.objectContaining({ variantId: product.variantIds[0] })]);
  });

  it('removes a product and answers with what is left', async () => {
    const [kept, removed] = [
      await addProduct(t, sellerId, [{ price: 10_000 }]),
      await addProduct(t, sellerId, [{ price: 10_000 }]),
    ];
    const buyer = await newBuyer(t);
    await add(buyer, kept.id);
    await add(buyer, removed.id);
    const response = await remove(buyer, removed.id);
    expect(response.statusCode).toBe(200);
    const body = wishlistChangeResponse.parse(response.json());
    expect(body.message).toBe('Product removed successfully!');
    expect(body.data.map((item) => item._id)).toEqual([kept.id]);
  });

  it("leaves another user's list untouched", async () => {
    const product = await addProduct(t, sellerId, [{ price: 10_000 }]);
    const [owner, other] = [await newBuyer(t), await newBuyer(t)];
    await add(owner, product.id);
    const response = await remove(other, product.id);
    expect(response.statusCode).toBe(404);
    expect(errorBody.parse(response.json()).message).toBe(messages.wishlistItemNotFound);
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((item) => item._id)).toEqual([product.id]);
  });

  it('leaves out a product no longer on sale', async () => {
    const product = await addProduct(t, sellerId, [{ price: 10_000 }]);
    const buyer = await newBuyer(t);
    await add(buyer, product.id);
    await t.database.rawTransaction((tx) =>
      tx.query(`UPDATE products SET status = 'INACTIVE' WHERE id = $1`, [product.id]),
    );
    expect(await list(buyer)).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const buyer = await newBuyer(t);
    expect((await add(buyer, 999_999)).statusCode).toBe(404);
    const bad = await add(buyer, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(errorBody.parse(bad.json()).message).toContain(messages.invalidId);
  });

  it('needs a logged-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(response.statusCode).toBe(401);
  });
});
