import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_API, type ProductCsvColumn } from '@krishi/contract';
import { apiLogin, openLoggedIn, type ApiSession } from './auth';
import { expect, test } from './fixtures';

/** The operators the browser suite's server grants the admin role (ADMIN_PHONES in playwright.config.ts). */
export const ADMIN_PHONES = ['9000000001', '9000000002'] as const;

/**
 * One login per operator phone and worker: a phone may be sent five codes in ten minutes, and
 * one live code at a time, so the two workers use one phone each and keep its session.
 */
const sessions = new Map<string, Promise<ApiSession>>();

export function adminSession(request: APIRequestContext): Promise<ApiSession> {
  const phone = ADMIN_PHONES[test.info().parallelIndex % ADMIN_PHONES.length]!;
  let session = sessions.get(phone);
  if (!session) {
    session = apiLogin(request, phone);
    sessions.set(phone, session);
  }
  return session;
}

const headers = (session: ApiSession) => ({ Authorization: `Bearer ${session.authToken}`, 'X-Platform': 'web' });

/** The catalogue as the export writes it: its header and rows, split naively (the first rows carry no quoted commas we use). */
export async function exportedCsv(request: APIRequestContext, session: ApiSession): Promise<string> {
  const response = await request.get(`${ADMIN_API}/products/export.csv`, { headers: headers(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return response.text();
}

/** A CSV cell, quoted when it must be. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * `count` new products of one variant each, in the export's own column order; the rows at
 * `badRows` (0-based data rows) each carry one mistake. Category and seller are ones the catalogue has.
 */
export function productsCsv(
  header: readonly string[],
  count: number,
  place: { categoryId: number; sellerId: number },
  badRows: ReadonlyMap<number, Partial<Record<ProductCsvColumn, string>>>,
): string {
  const run = Date.now().toString(36);
  const lines = [header.join(',')];
  for (let i = 0; i < count; i++) {
    const row: Record<string, string> = {
      product_id: '',
      product_ref: `${run}-${i}`,
      variant_id: '',
      title_en: `Bulk test seeds ${run} ${i}`,
      brand_en: 'Bulk Test',
      category_id: String(place.categoryId),
      seller_id: String(place.sellerId),
      status: 'ACTIVE',
      variant_en: '1 kg',
      price: '250.50',
      inventory: '10',
      available: 'true',
      ...badRows.get(i),
    };
    lines.push(header.map((column) => cell(row[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Hands the page to another person: the old session is forgotten first, so the page that stores
 * the new one makes no call with one person's id and the other's token.
 */
export async function switchPerson(page: Page, session: ApiSession, url: string): Promise<void> {
  await page.evaluate(() => ['authToken', 'userId', 'phoneNumber'].forEach((key) => localStorage.removeItem(key)));
  await openLoggedIn(page, session, url);
}
