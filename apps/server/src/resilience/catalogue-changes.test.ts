import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse } from '@krishi/contract';
import {
  carousel,
  renameFirstPromotion,
  twoAppsOnOneDatabase,
  within,
  type TwoApps,
} from '../test/apps-on-one-database.js';

/**
 * Without Redis, a process learns of another's catalogue change from the database: each one
 * polls it (here every 100 ms) and drops its cached answers when anything they show moved.
 */
describe('catalogue changes made by another process, without Redis', () => {
  let apps: TwoApps;
  beforeAll(async () => {
    apps = await twoAppsOnOneDatabase({ CATALOGUE_POLL_MS: '100' });
  });
  afterAll(() => apps?.close());

  const carouselTitle = async () => (await carousel(apps.reader))[0]?.title.en;

  it('a promotion renamed in the back office shows in the carousel another process serves', async () => {
    await carouselTitle();
    await renameFirstPromotion(apps.writer, 'Monsoon sowing offers');

    expect(await within(2_000, async () => (await carouselTitle()) === 'Monsoon sowing offers')).toBe(true);
  });

  it('a product description changed in the database shows on the product page another process cached', async () => {
    const [product] = await apps.writer.database.rawTransaction((tx) =>
      tx.query<{ id: number }>(`SELECT id FROM products WHERE status = 'ACTIVE' ORDER BY id LIMIT 1`),
    );
    const description = async () => {
      const response = await apps.reader.app.inject({ method: 'GET', url: `/api/eproduct/${product!.id}` });
      return productResponse.parse(response.json()).data.description.en;
    };
    await description();

    await apps.writer.database.rawTransaction((tx) =>
      tx.query(`UPDATE products SET description = '{"en": "Sow after the first rains"}' WHERE id = $1`, [product!.id]),
    );

    expect(await within(2_000, async () => (await description()) === 'Sow after the first rains')).toBe(true);
  });

  it('a process that served only cached pages since its last clear still hears of the next change', async () => {
    await renameFirstPromotion(apps.writer, 'Kharif season');
    expect(await within(2_000, async () => (await carouselTitle()) === 'Kharif season')).toBe(true);
    // The reader has cached the carousel again and listed no products since: its next clear
    // must come from the database all the same.
    await renameFirstPromotion(apps.writer, 'Rabi season');

    expect(await within(2_000, async () => (await carouselTitle()) === 'Rabi season')).toBe(true);
  });
});
