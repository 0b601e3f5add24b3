import type { TestApp } from './helper.js';
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
