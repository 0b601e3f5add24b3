import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSearchSynonymChangedResponse, adminSearchSynonymsResponse, productListResponse } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';
import { catalogueRefreshes } from '../../test/catalogue-refreshes.js';

let t: TestApp;
let admin: Operator;

beforeAll(async () => {
  t = await buildTestApp({ products: 60, env: adminEnv });
  admin = await operator(t);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object) =>
  t.app.inject({ method, url: api(route), headers: admin.headers, ...(payload ? { payload } : {}) });

async function search(searchString: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/eproduct/products?pageNum=0&pageSize=20',
    payload: { status: 'ACTIVE', searchString },
  });
  return productListResponse.parse(response.json());
}

describe('search synonyms in the back office', () => {
  it('lists the default synonyms, gobbara among them', async () => {
    const list = adminSearchSynonymsResponse.parse((await send('GET', '/search-synonyms')).json()).data;
    expect(list.find((s) => s.word === 'gobbara')?.means).toEqual(['fertilizer', 'manure']);
  });

  it('a new synonym finds products at once, and its removal stops it', async () => {
    expect((await search('pichkari')).totalElements).toBe(0);
    const created = await send('POST', '/search-synonyms', { word: 'Pichkari', means: ['sprayer'] });
    expect(created.statusCode).toBe(200);
    const { data } = adminSearchSynonymChangedResponse.parse(created.json());
    expect(data.word).toBe('pichkari');
    const found = await search('pichkari');
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.searchedFor).toBe('sprayer');

    expect((await send('DELETE', `/search-synonyms/${data.id}`)).statusCode).toBe(200);
    expect((await search('pichkari')).totalElements).toBe(0);
  });

  it('a new synonym finds products without the catalogue being read again', async () => {
    await search('sprayer');
    const loads = await catalogueRefreshes(t, 'load');
    const created = await send('POST', '/search-synonyms', { word: 'chhidkav', means: ['sprayer'] });
    expect(created.statusCode).toBe(200);

    expect((await search('chhidkav')).searchedFor).toBe('sprayer');
    expect(await catalogueRefreshes(t, 'load')).toBe(loads);
  });

  it('refuses a word of two words, a word already listed and a synonym that means nothing', async () => {
    expect(
      (await send('POST', '/search-synonyms', { word: 'keeta nashaka', means: ['insecticide'] })).json(),
    ).toMatchObject({
      code: 'adminSynonymWordInvalid',
    });
    const taken = await send('POST', '/search-synonyms', { word: 'khad', means: ['urea'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'adminSynonymTaken' });
    expect((await send('POST', '/search-synonyms', { word: 'urvarak', means: [] })).json()).toMatchObject({
      code: 'adminSynonymMeansRequired',
    });
  });

  it('refuses to edit or remove a synonym that is not there', async () => {
    expect((await send('PUT', '/search-synonyms/999999', { word: 'urvarak', means: ['fertilizer'] })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', '/search-synonyms/999999')).statusCode).toBe(404);
  });
});
