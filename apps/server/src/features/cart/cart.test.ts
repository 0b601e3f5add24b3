import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, cartResponse, errorBody, indiaDate, messages, undeliverableError } from '@krishi/contract';
import { variants } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import {
  addAddress,
  addCoupon,
  addProduct,
  addSeller,
  bengaluru,
  cartBody,
  newBuyer,
  readCart,
  saveCart,
  setInventory,
  type Buyer,
  type TestProduct,
} from '../../test/shop.js';

let t: TestApp;
/** Sells from Bengaluru to the south. */
let near: number;
/** Sells from Kolkata to the whole country. */
let far: number;
/** Sells from Ludhiana to Punjab only. */
let punjabOnly: number;
let seeds: TestProduct;
let fertiliser: TestProduct;
let sprayer: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  near = await addSeller(t, { pincode: '560058', state: 'Karnataka', servedStates: ['Karnataka', 'Kerala'] });
  far = await addSeller(t, { pincode: '700088', state: 'West Bengal', servedStates: [' west bengal', 'KARNATAKA '] });
  punjabOnly = await addSeller(t, { pincode: '141003', state: 'Punjab', servedStates: ['Punjab'] });
  seeds = await addProduct(t, near, [
    { price: 50_000, salePrice: 45_000, inventory: 5 },
    { price: 90_000, inventory: 0 },
  ]);
  fertiliser = await addProduct(t, far, [{ price: 120_000, weight: 2.2 }]);
  sprayer = await addProduct(t, punjabOnly, [{ price: 300_000, weight: 4 }]);
});
afterAll(async () => {
  await t?.close();
});

const today = () => indiaDate(new Date());

async function expectRefused(response: { statusCode: number; json(): unknown }, message: string, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(errorBody.parse(response.json()).message).toContain(message);
}

describe('reading the cart', () => {
  it('gives a new user an empty cart with nothing to pay', async () => {
    const buyer = await newBuyer(t);
    const cart = await readCart(t, buyer);
    expect(cart).toMatchObject({
      userId: buyer.userId,
      cartItems: [],
      coupon: null,
      userAddress: null,
      totalPrice: 0,
      shippingPrice: 0,
      discount: 0,
      netPrice: 0,
      shipmentList: [],
    });
  });

  it("refuses another user's cart", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/cart/user-cart?userId=${other.userId}`,
      headers: buyer.headers,
    });
    await expectRefused(response, messages.forbidden, 403);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cart/user-cart' });
    expect(response.statusCode).toBe(401);
  });
});

describe('saving the cart', () => {
  it('prices the lines at their sale price and shows shipping only once an address is chosen', async () => {
    const buyer = await newBuyer(t);
    const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 2 }]));
    expect(response.statusCode).toBe(200);
    const cart = cartResponse.parse(response.json()).data;
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      product: { id: seeds.id },
      variant: { id: seeds.variantIds[0] },
      quantity: 2,
    });
    expect(cart).toMatchObject({
      totalPrice: 90_000,
      shippingPrice: 0,
      discount: 0,
      netPrice: 90_000,
      shipmentList: [],
    });
  });

  it("takes the spec's shape, reading only the ids and quantity", async () => {
    const buyer = await newBuyer(t);
    const response = await saveCart(t, buyer, {
      userId: buyer.userId,
      cartItems: [
        { product: { id: seeds.id, title: { en: 'x' } }, variant: { id: seeds.variantIds[0], price: 1 }, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect((await readCart(t, buyer)).totalPrice).toBe(45_000);
  });

  it('ignores every amount the page sends', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    const honest = cartResponse.parse(
      (await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId }))).json(),
    ).data;
    const tampered = await saveCart(t, buyer, {
      ...honest,
      cartItems: honest.cartItems.map((item) => ({ ...item, variant: { ...item.variant, price: 1, salePrice: 1 } })),
      totalPrice: 1,
      shippingPrice: 0,
      discount: 44_999,
      userPointsDiscount: 44_999,
      netPrice: 1,
      shipmentList: honest.shipmentList.map((s) => ({ ...s, shippingPrice: 0 })),
    });
    expect(tampered.statusCode).toBe(200);
    const cart = cartResponse.parse(tampered.json()).data;
    expect(cart).toEqual(honest);
    expect(cart.netPrice).toBe(cart.totalPrice + cart.shippingPrice);
  });

  it("refuses another user's id in the body and changes nothing", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { userId: other.userId }));
    await expectRefused(response, messages.forbidden, 403);
    expect((await readCart(t, buyer)).cartItems).toEqual([]);
    expect((await readCart(t, other)).cartItems).toEqual([]);
  });

  it.each([
    [0, messages.quantityInvalid],
    [-1, messages.quantityInvalid],
    [1.5, messages.quantityInvalid],
    ['2', messages.quantityInvalid],
    [6, messages.notEnoughStock(5)],
  ])('refuses a quantity of %j with its message and keeps the cart as it was', async (quantity, message) => {
    const buyer = await newBuyer(t);
    await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }]));
    const response = await saveCart(t, buyer, {
      cartItems: [{ productId: seeds.id, variantId: seeds.variantIds[0], quantity }],
    });
    await expectRefused(response, message);
    expect((await readCart(t, buyer)).cartItems.map((item) => item.quantity)).toEqual([1]);
  });

  it('takes exactly the whole stock', async () => {
    const buyer = await newBuyer(t);
    const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 5 }]));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a variant that is out of stock', async () => {
    const buyer = await newBuyer(t);
    await expectRefused(
      await saveCart(t, buyer, cartBody([{ product: seeds, variant: 1, quantity: 1 }])),
      messages.outOfStock,
    );
  });

  it('refuses a variant of another product, an unknown one, an unavailable one and an unlisted product', async () => {
    const buyer = await newBuyer(t);
    const hidden = await addProduct(t, near, [{ price: 100 }], 'INACTIVE');
    const withdrawn = await addProduct(t, near, [{ price: 100, isProductAvailable: false }]);
    for (const item of [
      { productId: fertiliser.id, variantId: seeds.variantIds[0], quantity: 1 },
      { productId: seeds.id, variantId: 999_999, quantity: 1 },
      { productId: withdrawn.id, variantId: withdrawn.variantIds[0], quantity: 1 },
      { productId: hidden.id, variantId: hidden.variantIds[0], quantity: 1 },
    ]) {
      await expectRefused(await saveCart(t, buyer, { cartItems: [item] }), messages.variantUnavailable);
    }
    expect((await readCart(t, buyer)).cartItems).toEqual([]);
  });

  it("prices a listed line as its product's page shows it, from the catalogue this server holds", async () => {
    const buyer = await newBuyer(t);
    const listed = await addProduct(t, near, [{ price: 2_000 }]);
    const [variantId] = listed.variantIds;
    const pagePrice = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/api/eproduct/${listed.id}` });
      return (page.json() as { data: { variants: Array<{ price: number }> } }).data.variants[0]!.price;
    };
    expect(await pagePrice()).toBe(2_000);
    // Written behind the server's back: its catalogue learns of it when it next looks (the poll).
    await t.database.db.update(variants).set({ price: 2_500 }).where(eq(variants.id, variantId!));
    const before = cartResponse.parse((await saveCart(t, buyer, cartBody([{ product: listed, quantity: 1 }]))).json());
    expect(before.data.totalPrice).toBe(await pagePrice());
    expect(before.data.totalPrice).toBe(2_000);

    t.app.catalogueCache.clear();
    const after = cartResponse.parse((await saveCart(t, buyer, cartBody([{ product: listed, quantity: 2 }]))).json());
    expect(after.data.totalPrice).toBe(2 * (await pagePrice()));
    expect(after.data.totalPrice).toBe(5_000);
  });

  it('refuses the same variant twice and more than 50 lines', async () => {
    const buyer = await newBuyer(t);
    const twice = cartBody([
      { product: seeds, quantity: 1 },
      { product: seeds, quantity: 2 },
    ]);
    await expectRefused(await saveCart(t, buyer, twice), messages.cartItemRepeated);
    const many = {
      cartItems: Array.from({ length: 51 }, (_, i) => ({ productId: seeds.id, variantId: i + 1, quantity: 1 })),
    };
    await expectRefused(await saveCart(t, buyer, many), messages.cartTooManyItems(50));
  });

  it('keeps a line whose stock fell below it when the buyer only removes others', async () => {
    const buyer = await newBuyer(t);
    const stock = await addProduct(t, near, [{ price: 1_000, inventory: 4 }]);
    await saveCart(
      t,
      buyer,
      cartBody([
        { product: stock, quantity: 4 },
        { product: seeds, quantity: 1 },
      ]),
    );
    await setInventory(t, stock.variantIds[0]!, 2);
    const response = await saveCart(t, buyer, cartBody([{ product: stock, quantity: 4 }]));
    expect(response.statusCode).toBe(200);
    const priced = await t.app.cart.price(buyer.userId);
    expect(priced.stockProblem?.message).toBe(messages.notEnoughStock(2));
    await expectRefused(
      await saveCart(t, buyer, cartBody([{ product: stock, quantity: 5 }])),
      messages.notEnoughStock(2),
    );
  });
});

describe("a change's answer", () => {
  it('is the cart as reading it back shows it: lines in the order added, coupon, address, shipments and totals', async () => {
    const buyer = await newBuyer(t);
    const code = `SAME${buyer.userId}`;
    await addCoupon(t, { code, discountValue: 5_000, expiryDate: addDays(today(), 30) });
    const addressId = await addAddress(t, buyer, bengaluru);
    const first = await saveCart(t, buyer, cartBody([{ product: fertiliser, quantity: 1 }]));
    expect(cartResponse.parse(first.json()).data).toEqual(await readCart(t, buyer));

    const saved = await saveCart(
      t,
      buyer,
      cartBody(
        [
          { product: seeds, quantity: 2 },
          { product: fertiliser, quantity: 3 },
        ],
        { couponCode: code, addressId },
      ),
    );
    expect(saved.statusCode).toBe(200);
    const answer = cartResponse.parse(saved.json()).data;
    expect(answer.cartItems.map((item) => item.product.id)).toEqual([fertiliser.id, seeds.id]);
    expect(answer.coupon?.couponCode).toBe(code);
    expect(answer.userAddress?.id).toBe(addressId);
    expect(answer.shipmentList).toHaveLength(2);
    expect(answer).toEqual(await readCart(t, buyer));

    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/cart/${answer.cartItems[1]!.id}`,
      headers: buyer.headers,
      payload: { count: 1 },
    });
    expect(lowered.statusCode).toBe(200);
    expect(cartResponse.parse(lowered.json()).data).toEqual(await readCart(t, buyer));
  });
});

describe('changing one line', () => {
  async function cartWithSeeds(buyer: Buyer) {
    const cart = cartResponse.parse(
      (await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 2 }]))).json(),
    ).data;
    return cart.cartItems[0]!.id;
  }

  it('sets a quantity, and 0 removes the line', async () => {
    const buyer = await newBuyer(t);
    const itemId = await cartWithSeeds(buyer);
    const put = (count: number) =>
      t.app.inject({ method: 'PUT', url: `/cart/${itemId}`, headers: buyer.headers, payload: { count } });
    const three = await put(3);
    expect(cartResponse.parse(three.json()).data.cartItems[0]).toMatchObject({ id: itemId, quantity: 3 });
    await expectRefused(await put(6), messages.notEnoughStock(5));
    const none = await put(0);
    expect(cartResponse.parse(none.json()).data.cartItems).toEqual([]);
  });

  it('refuses a count that is not a whole number', async () => {
    const buyer = await newBuyer(t);
    const itemId = await cartWithSeeds(buyer);
    for (const count of [-1, 1.5, '2']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/cart/${itemId}`,
        headers: buyer.headers,
        payload: { count },
      });
      await expectRefused(response, messages.quantityInvalid);
    }
    expect((await readCart(t, buyer)).cartItems[0]!.quantity).toBe(2);
  });

  it('removes one line by its id', async () => {
    const buyer = await newBuyer(t);
    const itemId = await cartWithSeeds(buyer);
    const response = await t.app.inject({ method: 'DELETE', url: `/cart/${itemId}`, headers: buyer.headers });
    expect(cartResponse.parse(response.json()).data.cartItems).toEqual([]);
  });

  it("cannot touch another user's line", async () => {
    const owner = await newBuyer(t);
    const intruder = await newBuyer(t);
    const itemId = await cartWithSeeds(owner);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/cart/${itemId}`,
      headers: intruder.headers,
      payload: { count: 1 },
    });
    await expectRefused(put, messages.cartItemNotFound, 404);
    const del = await t.app.inject({ method: 'DELETE', url: `/cart/${itemId}`, headers: intruder.headers });
    await expectRefused(del, messages.cartItemNotFound, 404);
    expect((await readCart(t, owner)).cartItems[0]!.quantity).toBe(2);
  });
});

describe('emptying the cart', () => {
  it('removes every line but keeps the chosen address', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId }));
    const response = await t.app.inject({ method: 'DELETE', url: '/cart', headers: buyer.headers });
    const cart = cartResponse.parse(response.json()).data;
    expect(cart.cartItems).toEqual([]);
    expect(cart.userAddress?.id).toBe(addressId);
    expect(cart.netPrice).toBe(0);
  });

  it('removes the lines of a list of products', async () => {
    const buyer = await newBuyer(t);
    await saveCart(
      t,
      buyer,
      cartBody([
        { product: seeds, quantity: 1 },
        { product: fertiliser, quantity: 1 },
      ]),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/cart/remove-products',
      headers: buyer.headers,
      payload: [seeds.id],
    });
    expect(cartResponse.parse(response.json()).data.cartItems.map((item) => item.product.id)).toEqual([fertiliser.id]);
  });
});

describe('shipments', () => {
  it('splits the cart into one shipment per seller, with numbers that stay the same', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    const lines = cartBody(
      [
        { product: seeds, quantity: 1 },
        { product: fertiliser, quantity: 1 },
      ],
      { addressId },
    );
    const cart = cartResponse.parse((await saveCart(t, buyer, lines)).json()).data;
    expect(cart.shipmentList.map((s) => s.seller.id)).toEqual([near, far]);
    expect(cart.shipmentList.map((s) => s.itemList.map((item) => item.product.id))).toEqual([
      [seeds.id],
      [fertiliser.id],
    ]);
    expect(cart.shipmentList[0]!.seller).toMatchObject({ customerCareNumber: '1800-123-4567' });
    const again = await readCart(t, buyer);
    expect(again.shipmentList.map((s) => s.shipmentNumber)).toEqual(cart.shipmentList.map((s) => s.shipmentNumber));
    expect(new Set(cart.shipmentList.map((s) => s.shipmentNumber)).size).toBe(2);
  });

  it('charges a near seller the local rate and a far one the national rate, with their delivery days', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    const cart = cartResponse.parse(
      (
        await saveCart(
          t,
          buyer,
          cartBody(
            [
              { product: seeds, quantity: 1 },
              { product: fertiliser, quantity: 1 },
            ],
            { addressId },
          ),
        )
      ).json(),
    ).data;
    const [local, national] = cart.shipmentList;
    // 1 kg is two 500 g slabs: ₹40 + ₹15 within 50 km; 2.2 kg is five: ₹80 + 4 x ₹35 across India.
    expect(local).toMatchObject({ shippingPrice: 5_500, estimatedDeliveryDate: addDays(today(), 2) });
    expect(national).toMatchObject({ shippingPrice: 22_000, estimatedDeliveryDate: addDays(today(), 7) });
    expect(cart.shippingPrice).toBe(27_500);
    expect(cart.netPrice).toBe(45_000 + 120_000 + 27_500);
  });

  it('charges by the volume of a light but bulky parcel', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    // 50 x 40 x 30 cm is 12 kg by volume: 24 slabs.
    const bulky = await addProduct(t, near, [{ price: 10_000, weight: 0.5, dims: [50, 40, 30] }]);
    const cart = cartResponse.parse(
      (await saveCart(t, buyer, cartBody([{ product: bulky, quantity: 1 }], { addressId }))).json(),
    ).data;
    expect(cart.shippingPrice).toBe(4_000 + 23 * 1_500);
  });
});

describe('undeliverable products', () => {
  it('refuses to choose an address some products cannot reach, naming them, and changes nothing', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    await saveCart(
      t,
      buyer,
      cartBody([
        { product: seeds, quantity: 1 },
        { product: sprayer, quantity: 1 },
      ]),
    );
    const response = await saveCart(
      t,
      buyer,
      cartBody(
        [
          { product: seeds, quantity: 1 },
          { product: sprayer, quantity: 1 },
        ],
        { addressId },
      ),
    );
    expect(response.statusCode).toBe(400);
    const error = undeliverableError.parse(response.json());
    expect(error.message).toBe(messages.productsUndeliverable);
    expect(error.errorDetails).toEqual([
      {
        product: { id: sprayer.id, title: expect.objectContaining({ en: expect.any(String) }) },
        variant: { id: sprayer.variantIds[0], name: { en: 'Pack 1' } },
      },
    ]);
    expect((await readCart(t, buyer)).userAddress).toBeNull();
  });

  it('refuses adding an undeliverable product once an address is chosen', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId }));
    const response = await saveCart(
      t,
      buyer,
      cartBody(
        [
          { product: seeds, quantity: 1 },
          { product: sprayer, quantity: 1 },
        ],
        { addressId },
      ),
    );
    expect(undeliverableError.parse(response.json()).errorDetails.map((d) => d.product.id)).toEqual([sprayer.id]);
    expect((await readCart(t, buyer)).cartItems.map((item) => item.product.id)).toEqual([seeds.id]);
  });

  it("names the chosen address's pincode when it refuses an undeliverable product", async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer, { ...bengaluru, pinCode: '560058' });
    await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId }));
    const response = await saveCart(
      t,
      buyer,
      cartBody(
        [
          { product: seeds, quantity: 1 },
          { product: sprayer, quantity: 1 },
        ],
        { addressId },
      ),
    );
    expect(undeliverableError.parse(response.json()).pinCode).toBe('560058');
  });

  it('tells the page by code which pincode the products cannot reach', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer, { ...bengaluru, pinCode: '560058' });
    const response = await saveCart(t, buyer, cartBody([{ product: sprayer, quantity: 1 }], { addressId }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.productsUndeliverable,
      code: 'productsUndeliverable',
      params: { pinCode: '560058' },
    });
  });

  it('lets the buyer remove the undeliverable products and then choose the address', async () => {
    const buyer = await newBuyer(t);
    const addressId = await addAddress(t, buyer);
    await saveCart(
      t,
      buyer,
      cartBody([
        { product: seeds, quantity: 1 },
        { product: sprayer, quantity: 1 },
      ]),
    );
    await t.app.inject({ method: 'POST', url: '/cart/remove-products', headers: buyer.headers, payload: [sprayer.id] });
    const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId }));
    expect(response.statusCode).toBe(200);
    expect(cartResponse.parse(response.json()).data.userAddress?.id).toBe(addressId);
  });

  it("refuses an address that is not the user's", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const theirs = await addAddress(t, other);
    const response = await saveCart(t, buyer, cartBody([{ product: seeds, quantity: 1 }], { addressId: theirs }));
    await expectRefused(response, messages.addressNotFound);
    expect((await readCart(t, buyer)).cartItems).toEqual([]);
  });
});

describe('at the same time', () => {
  it('makes one cart for a new user read from several tabs at once', async () => {
    const buyer = await newBuyer(t);
    const carts = await Promise.all(Array.from({ length: 8 }, () => readCart(t, buyer)));
    expect(new Set(carts.map((cart) => cart.id)).size).toBe(1);
  });

  it('applies saves sent at once one after the other, ending with one of them whole', async () => {
    const buyer = await newBuyer(t);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) =>
        saveCart(
          t,
          buyer,
          cartBody([
            { product: seeds, quantity },
            { product: fertiliser, quantity },
          ]),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const quantities = (await readCart(t, buyer)).cartItems.map((item) => item.quantity);
    expect(quantities).toHaveLength(2);
    expect(quantities[0]).toBe(quantities[1]);
  });
});
