/** Runs one SQL statement with parameters: a raw transaction's or a pool's `query`. */
type Query = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * Makes a variant's sellable stock exactly `inventory`, as a test needs it: a variant held by lot
 * keeps only one fresh lot of that many (its other lots emptied), so its inventory stays the sum
 * of its sellable lots; a variant without lots gets the plain figure.
 */
export async function setStock(query: Query, variantId: number, inventory: number): Promise<void> {
  await query('UPDATE lots SET quantity = 0 WHERE variant_id = $1', [variantId]);
  await query(
    `INSERT INTO lots (variant_id, batch, mfg_date, expiry_date, quantity)
       SELECT $1::int, 'TEST-STOCK', current_date - 30, current_date + 3650, $2::int
        WHERE EXISTS (SELECT 1 FROM lots WHERE variant_id = $1::int)
     ON CONFLICT (variant_id, batch) DO UPDATE SET quantity = excluded.quantity`,
    [variantId, inventory],
  );
  await query('UPDATE variants SET inventory = $2 WHERE id = $1', [variantId, inventory]);
}
