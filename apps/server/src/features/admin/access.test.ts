import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@krishi/contract';
import { users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';

let t: TestApp;
let admin: Operator;
let customer: Record<string, string>;
/** Every admin route, from the OpenAPI document the server publishes: method and path with ids filled in. */
let routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }[];

beforeAll(async () => {
  t = await buildTestApp({ products: 5, env: adminEnv });
  admin = await operator(t);
  customer = bearer((await logIn(t, '9876500001')).authToken);
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin/api/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
});

afterAll(async () => {
  await t.close();
});

describe('who may use the back office', () => {
  it('publishes every admin route in the API document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /admin/api/me',
        'GET /admin/api/reviews/pending',
        'POST /admin/api/orders/1/status',
        'POST /admin/api/orders/1/cancel',
        'POST /admin/api/products/import',
        'GET /admin/api/products/export.csv',
        'PUT /admin/api/promotions/order',
        'GET /admin/api/audit',
      ]),
    );
  });

  it('answers 401 to every admin route without a login', async () => {
    for (const route of routes) {
      const response = await t.app.inject({ ...route, payload: route.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ message: messages.unauthorized });
    }
  });

  it('answers 403 to every admin route for a customer, writing nothing', async () => {
    for (const route of routes) {
      const response = await t.app.inject({
        ...route,
        headers: customer,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.forbidden });
    }
    const audit = await t.app.inject({ method: 'GET', url: api('/audit'), headers: admin.headers });
    expect(audit.json().totalElements).toBe(0);
  });

  it('answers an operator without a 500 on every route, even with an empty or bad body', async () => {
    for (const route of routes) {
      for (const payload of route.method === 'GET' ? [undefined] : [{}, { status: 'Shipped', ids: 'x' }]) {
        const response = await t.app.inject({ ...route, headers: admin.headers, payload });
        expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }
    }
  });

  it('lets an operator in: a phone of ADMIN_PHONES has the admin role', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('/me'), headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ userId: admin.userId, phoneNumber: '9000000001', role: 'admin' });
  });

  it('keeps the role in the database, so the grant outlives ADMIN_PHONES', async () => {
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, admin.userId));
    expect(row?.role).toBe('admin');
    const [other] = await t.database.rawTransaction((tx) =>
      tx.query<{ role: string }>("SELECT role FROM users WHERE phone_number = '9876500001'"),
    );
    expect(other?.role).toBe('customer');
  });
});
