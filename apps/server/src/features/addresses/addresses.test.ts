import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesResponse, addressResponse, errorBody, messages, type AddressInput } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bengaluru, newBuyer, type Buyer } from '../../test/shop.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const save = (buyer: Buyer, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/userAddress', headers: buyer.headers, payload: payload as object });

async function list(buyer: Buyer, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/userAddress${query}`, headers: buyer.headers });
  expect(response.statusCode).toBe(200);
  return addressesResponse.parse(response.json()).data;
}

async function expectRefused(response: { statusCode: number; json(): unknown }, message: string, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(errorBody.parse(response.json()).message).toContain(message);
}

describe('saving an address', () => {
  it('saves the form for the logged-in user and lists it with its one-line address', async () => {
    const buyer = await newBuyer(t);
    const response = await save(buyer, { ...bengaluru, village: 'Hebbal', email: '', userId: 12345 });
    expect(response.statusCode).toBe(200);
    const saved = addressResponse.parse(response.json()).data;
    expect(saved).toMatchObject({
      userId: buyer.userId,
      village: 'Hebbal',
      email: null,
      completeAddress: 'Near the bus stand, Hebbal, Bengaluru North, Bengaluru, Karnataka - 560001',
    });
    expect(await list(buyer, `?userId=${buyer.userId}`)).toEqual([saved]);
  });

  it('lists the newest first', async () => {
    const buyer = await newBuyer(t);
    await save(buyer, { ...bengaluru, name: 'First' });
    await save(buyer, { ...bengaluru, name: 'Second' });
    expect((await list(buyer)).map((a) => a.name)).toEqual(['Second', 'First']);
  });

  it('edits an address of the user by its id', async () => {
    const buyer = await newBuyer(t);
    const saved = addressResponse.parse((await save(buyer, bengaluru)).json()).data;
    const edited = await save(buyer, { ...bengaluru, id: saved.id, addressLine1: 'Opposite the school' });
    expect(addressResponse.parse(edited.json()).data).toMatchObject({
      id: saved.id,
      addressLine1: 'Opposite the school',
    });
    expect(await list(buyer)).toHaveLength(1);
  });

  it("cannot edit another user's address", async () => {
    const owner = await newBuyer(t);
    const intruder = await newBuyer(t);
    const saved = addressResponse.parse((await save(owner, bengaluru)).json()).data;
    await expectRefused(
      await save(intruder, { ...bengaluru, id: saved.id, name: 'Taken' }),
      messages.addressNotFound,
      404,
    );
    expect((await list(owner))[0]!.name).toBe(bengaluru.name);
    expect(await list(intruder)).toEqual([]);
  });

  it('refuses a pincode the postal gazetteer does not know', async () => {
    const buyer = await newBuyer(t);
    await expectRefused(await save(buyer, { ...bengaluru, pinCode: '999999' }), messages.pinCodeUnknown);
    expect(await list(buyer)).toEqual([]);
  });

  it.each<[Partial<AddressInput>, string]>([
    [{ name: ' ' }, messages.nameRequired],
    [{ pinCode: '5600' }, messages.pinCodeInvalid],
    [{ phoneNumber: '5876543210' }, messages.addressPhoneInvalid],
    [{ email: 'not-an-email' }, messages.emailInvalid],
    [{ country: 'NEPAL' }, messages.countryUnsupported],
  ])('refuses %j with the form’s message', async (change, message) => {
    const buyer = await newBuyer(t);
    await expectRefused(await save(buyer, { ...bengaluru, ...change }), message);
  });
});

describe('the address list', () => {
  it("refuses another user's list", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    await save(other, bengaluru);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/userAddress?userId=${other.userId}`,
      headers: buyer.headers,
    });
    await expectRefused(response, messages.forbidden, 403);
  });
});
