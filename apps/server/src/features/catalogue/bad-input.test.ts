import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: string | object) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : {
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        }),
  });
  return { status: response.statusCode, body: errorBody.parse(response.json()) };
}

const list = (query: string, payload: string | object = {}) => call('POST', `/api/eproduct/products?${query}`, payload);

describe('bad input gets a 4xx with a clear message, never a 500', () => {
  it.each(['abc', '-1', '0', '1.5', '99999999999999'])('product id %s', async (id) => {
    expect(await call('GET', `/api/eproduct/${id}`)).toMatchObject({
      status: 400,
      body: {
        message: 'id: Id must be a positive whole number',
        errorDetails: [{ field: 'id', message: 'Id must be a positive whole number' }],
      },
    });
  });

  it('a JSON body sent as plain text, even after the same JSON was answered', async () => {
    const url = '/api/eproduct/products?pageNum=0&pageSize=4';
    const payload = JSON.stringify({ status: 'ACTIVE' });
    const json = { 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url, payload, headers: json })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'text/plain' } });
    // A type no route reads is refused as such.
    expect(response.statusCode).toBe(415);
  });

  it('a negative page number', async () => {
    const { status, body } = await list('pageNum=-1&pageSize=40');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^pageNum: /);
  });

  it('a huge page number', async () => {
    const { status, body } = await list('pageNum=99999999&pageSize=40');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^pageNum: .*10000/);
  });

  it.each(['0', '-5', '1000000', 'abc'])('page size %s', async (size) => {
    const { status, body } = await list(`pageNum=0&pageSize=${size}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^pageSize: /);
  });

  it('a searchString of 10,000 characters', async () => {
    expect(await list('pageNum=0&pageSize=4', { searchString: 'ಗೊ'.repeat(5000) })).toMatchObject({
      status: 400,
      body: { message: 'searchString: Search text is too long' },
    });
  });

  it('a searchString that is not text', async () => {
    const { status, body } = await list('pageNum=0&pageSize=4', { searchString: 42 });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^searchString: .*string/);
  });

  it.each([{ categoryId: 'seeds' }, { sellerId: -3 }, { categoryId: 2 ** 40 }])(
    'a bad filter id %j',
    async (payload) => {
      const { status, body } = await list('pageNum=0&pageSize=40', payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(/(categoryId|sellerId): Id must be a positive whole number/);
    },
  );

  it('a status other than ACTIVE', async () => {
    const { status, body } = await list('pageNum=0&pageSize=40', { status: 'DELETED' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^status: /);
  });

  it('malformed JSON', async () => {
    expect(await list('pageNum=0', '{"searchString": "neem"')).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON' },
    });
  });

  it.each(['[1, 2]', 'null', '"neem"'])('a body that is not an object: %s', async (payload) => {
    const { status, body } = await list('pageNum=0', payload);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^body: /);
  });

  it('a body that is not JSON at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/eproduct/products',
      payload: 'searchString=neem',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorBody.parse(response.json()).message).toMatch(/Unsupported Media Type/);
  });

  it('brand tiles with a page size of 0', async () => {
    const { status, body } = await call('POST', '/api/seller/getStoreFrontSellers', { pageSize: 0 });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^pageSize: /);
  });

  it('children of a bad parent id', async () => {
    const { status, body } = await call('POST', '/api/ecategory/storeFrontcategories', { parentId: 'x' });
    expect(status).toBe(400);
    expect(body.message).toBe('parentId: Id must be a positive whole number');
  });
});
