import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PROFILE_FORM_FIELD } from '@krishi/contract';
import { buildTestApp, type TestApp } from '../helper.js';
import { bearer, logIn } from '../login.js';
import { adminEnv, api, operator, type Operator } from '../admin.js';

/** PostgreSQL cannot store a NUL in text or jsonb: each of these was a 500 before it was refused. */
let t: TestApp;
let customer: Record<string, string>;
let admin: Operator;
const PHONE = '9123400099';

beforeAll(async () => {
  t = await buildTestApp({ products: 5, env: adminEnv });
  customer = bearer((await logIn(t, PHONE)).authToken);
  admin = await operator(t);
});

afterAll(() => t.close());

describe('a NUL character in text a user sends', () => {
  it('is refused in a JSON body, at any depth', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/categories'),
      headers: admin.headers,
      payload: { name: { en: '/etc/passwd\u0000.png' }, status: 'ACTIVE' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.nulCharacter });
  });

  it("is refused in the profile form's JSON text", async () => {
    const form = {
      firstName: 'Asha\u0000',
      lastName: 'Farmer',
      gender: 'FEMALE',
      userType: 'FARMER',
      phoneNumber: PHONE,
      addressEntity: { state: 'Karnataka', district: 'Mysuru' },
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/save',
      headers: customer,
      payload: { [PROFILE_FORM_FIELD]: JSON.stringify(form) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.nulCharacter });
  });

  it('is refused in a query the route reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${api('/orders')}?q=12%00`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.nulCharacter });
  });
});
