import { buildTestApp, type TestApp } from './helper.js';
import { bearer, logIn } from './login.js';

/** Phones the test apps grant the admin role through ADMIN_PHONES. */
export const ADMIN_PHONE = '9000000001';
export const SECOND_ADMIN_PHONE = '9000000002';
export const adminEnv = { ADMIN_PHONES: `${ADMIN_PHONE},${SECOND_ADMIN_PHONE}` };

export interface Operator {
  userId: number;
  headers: Record<string, string>;
}

/** Logs an operator in as anyone does: with the code sent to the phone. */
export async function operator(t: TestApp, phone = ADMIN_PHONE): Promise<Operator> {
  const { authToken, userId } = await logIn(t, phone);
  return { userId, headers: bearer(authToken) };
}

/** The admin API's path of a route. */
export const api = (route: string) => `/admin/api${route}`;

/** A back office's test app: `products` seeded, its operator, and the category and seller of an active product. */
export interface AdminCatalogueApp {
  t: TestApp;
  admin: Operator;
  categoryId: number;
  sellerId: number;
}

export async function adminCatalogueApp(products: number): Promise<AdminCatalogueApp> {
  const t = await buildTestApp({ products, env: adminEnv });
  const admin = await operator(t);
  const [row] = await t.database.rawTransaction((tx) =>
    tx.query<{ category_id: number; seller_id: number }>(
      "SELECT category_id, seller_id FROM products WHERE status = 'ACTIVE' ORDER BY id LIMIT 1",
    ),
  );
  if (!row) throw new Error('the seed made no active product');
  return { t, admin, categoryId: row.category_id, sellerId: row.seller_id };
}
