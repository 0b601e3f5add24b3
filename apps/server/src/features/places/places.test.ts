import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtNameIn, errorBody, messages, namesResponse, placesResponse, stateNameIn } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function places(query: string) {
  const response = await get(`/metadata/places?query=${encodeURIComponent(query)}`);
  expect(response.statusCode).toBe(200);
  return placesResponse.parse(response.json()).data;
}

describe('states', () => {
  it('lists every state once, sorted, in today’s spelling', async () => {
    const response = await get('/metadata/state?countryName=INDIA');
    expect(response.statusCode).toBe(200);
    const { data } = namesResponse.parse(response.json());
    expect(data).toEqual([...data].sort());
    expect(new Set(data).size).toBe(data.length);
    expect(data).toEqual(expect.arrayContaining(['Karnataka', 'Chhattisgarh', 'Jammu and Kashmir', 'Puducherry']));
    expect(data).not.toContain('Chattisgarh');
  });

  it('is cacheable and revalidates with its ETag', async () => {
    const first = await get('/metadata/state?countryName=INDIA');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await get('/metadata/state?countryName=INDIA', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses another country', async () => {
    const response = await get('/metadata/state?countryName=NEPAL');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toContain(messages.countryUnsupported);
  });
});

describe('names on Kannada pages', () => {
  it('has a Kannada name for every state and union territory the address forms offer', async () => {
    const { data } = namesResponse.parse((await get('/metadata/state?countryName=INDIA')).json());
    expect(data.filter((state) => stateNameIn(state, 'kn') === state)).toEqual([]);
  });

  it('has a Kannada name for every district of Karnataka the address forms offer', async () => {
    const { data } = namesResponse.parse(
      (await get('/metadata/district?stateName=Karnataka&countryName=INDIA')).json(),
    );
    expect(data.filter((district) => districtNameIn(district, 'Karnataka', 'kn') === district)).toEqual([]);
  });
});

describe('districts', () => {
  it("lists Karnataka's districts, sorted, without GeoNames' state tags", async () => {
    const response = await get('/metadata/district?stateName=Karnataka&countryName=INDIA');
    expect(response.statusCode).toBe(200);
    const { data } = namesResponse.parse(response.json());
    expect(data).toEqual([...data].sort());
    expect(data).toEqual(expect.arrayContaining(['Bengaluru', 'Mysuru', 'Dharwad', 'Udupi']));
    expect(data).toHaveLength(30);
  });

  it('finds the state whatever its case', async () => {
    const response = await get('/metadata/district?stateName=karnataka');
    expect(namesResponse.parse(response.json()).data).toContain('Mysuru');
  });

  it('names a district by itself where GeoNames added the state: Aurangabad(BH) is Aurangabad in Bihar', async () => {
    const response = await get('/metadata/district?stateName=Bihar');
    const { data } = namesResponse.parse(response.json());
    expect(data).toContain('Aurangabad');
    expect(data.filter((d) => d.includes('('))).toEqual(['Kaimur (Bhabua)']);
  });

  it('answers an unknown state with a 404', async () => {
    const response = await get('/metadata/district?stateName=Atlantis');
    expect(response.statusCode).toBe(404);
    expect(errorBody.parse(response.json()).message).toBe(messages.unknownState);
  });

  it('needs a state', async () => {
    const response = await get('/metadata/district?stateName=');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toContain(messages.stateRequired);
  });
});

describe('place search (Quick Address Fill)', () => {
  it('needs at least 3 characters', async () => {
    const response = await get('/metadata/places?query=My');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toContain(messages.placeQueryTooShort);
  });

  it('refuses a text over 100 characters', async () => {
    const response = await get(`/metadata/places?query=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toContain(messages.tooLong);
  });

  it('finds the post offices of a pin code, with state, district, taluk and address line filled', async () => {
    const found = await places('560001');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((p) => p.pinCode === '560001')).toBe(true);
    expect(found[0]).toMatchObject({ state: 'Karnataka', district: 'Bengaluru', country: 'INDIA' });
    expect(found[0]!.taluk).toMatch(/^Bangalore/);
    expect(found[0]!.addressLine1).toBe(found[0]!.place);
  });

  it('finds pin codes by their first digits', async () => {
    const found = await places('5700');
    expect(found.length).toBe(8);
    expect(found.every((p) => p.pinCode.startsWith('5700'))).toBe(true);
  });

  it('puts the place named exactly as typed first, then names starting with it', async () => {
    const found = await places('mysuru');
    expect(found[0]).toMatchObject({ place: 'Mysuru', pinCode: '570001', district: 'Mysuru', state: 'Karnataka' });
    expect(found[1]!.place).toMatch(/^Mysuru /);
    expect(found[0]!.latitude).toBeCloseTo(12.24, 1);
    expect(found[0]!.longitude).toBeCloseTo(76.57, 1);
  });

  it('finds a place by a later word of its name, after names that start with it', async () => {
    const found = await places('Blair');
    expect(found.map((p) => p.place)).toEqual(['Blair', 'Port Blair']);
    expect(found[1]).toMatchObject({ state: 'Andaman and Nicobar Islands', pinCode: '744101' });
  });

  it("shows names without the post office's kind", async () => {
    const found = await places('Port Blair');
    expect(found[0]!.place).toBe('Port Blair');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await places('Xyzzy')).toEqual([]);
    expect(await places('!!!')).toEqual([]);
  });
});

describe('pincode lookup', () => {
  it("gives a pincode's state, district and the mean point of its post offices", async () => {
    const place = await t.app.places.pincode('110001');
    expect(place).toMatchObject({ pinCode: '110001', state: 'Delhi' });
    expect(['New Delhi', 'Central Delhi']).toContain(place!.district);
    expect(place!.latitude).toBeCloseTo(28.64, 1);
    expect(place!.longitude).toBeCloseTo(77.22, 1);
  });

  it("names the state as the forms' state list does", async () => {
    expect(await t.app.places.pincode('560058')).toMatchObject({ state: 'Karnataka', district: 'Bengaluru' });
    const states = namesResponse.parse((await get('/metadata/state?countryName=INDIA')).json()).data;
    expect(states).toContain((await t.app.places.pincode('492001'))!.state);
  });

  it('knows nothing of a pincode not in the gazetteer', async () => {
    expect(await t.app.places.pincode('999999')).toBeUndefined();
    expect(await t.app.places.pincode('12345')).toBeUndefined();
  });
});
