import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../lib/sql.js';
import { openDatabase, type Database } from './client.js';

describe('the embedded database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });

  afterAll(async () => {
    await database.close();
  });

  it('gives bytea columns back as the exact bytes, Kannada text and all', async () => {
    const text = '{"title":"ಭತ್ತದ ಬೀಜ","price":125000}\n';
    const [row] = await queryRows<{ bytes: Uint8Array }>(database.db, sql`SELECT convert_to(${text}, 'UTF8') AS bytes`);
    expect(Buffer.from(row!.bytes).toString('utf8')).toBe(text);
  });

  it('gives an empty bytea back as no bytes', async () => {
    const [row] = await queryRows<{ bytes: Uint8Array }>(database.db, sql`SELECT ''::bytea AS bytes`);
    expect(row!.bytes).toHaveLength(0);
  });
});
