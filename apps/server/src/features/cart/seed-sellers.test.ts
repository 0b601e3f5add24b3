import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_STATES, BRANDS } from '../../seed/catalogue-data.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

it("puts every demo seller at a pincode the gazetteer places in the seller's state, so its quotes are real", async () => {
  for (const brand of BRANDS) {
    const place = await t.app.places.pincode(brand.pincode);
    expect(place, `${brand.name.en} ${brand.pincode}`).toMatchObject({ state: brand.state });
    expect(place!.latitude).not.toBeNull();
  }
});

it("names the states sellers serve as the address form's state list does", async () => {
  const known = new Set(await t.app.places.states());
  expect(ALL_STATES.filter((state) => !known.has(state))).toEqual([]);
});
