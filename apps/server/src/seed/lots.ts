import { LICENSED_CATEGORIES } from '@krishi/contract';
import type { RawTransaction } from '../db/client.js';

/**
 * The demo catalogue's lots (issue 21): every variant of a pesticide, fertilizer or seed with
 * stock holds it in sellable lots of different expiries (the sooner sold first): two, and for
 * every fourth variant a third expiring in 45 to 58 days; together they hold the inventory the
 * catalogue gave it, so no variant is written again. Every third also has a lot expiring within
 * 30 days, kept but not sold online (outside the inventory). The near ones show on the back
 * office's expiry screen. One statement over the catalogue, so a 100,000-product seed stays fast.
 * Batch numbers are the manufacture month, the lot's letter and the variant's id.
 */
export async function seedLots(tx: RawTransaction): Promise<void> {
  await tx.query(
    `WITH RECURSIVE roots AS (
       SELECT id, slug AS root FROM categories WHERE parent_id IS NULL
       UNION ALL
       SELECT c.id, r.root FROM categories c JOIN roots r ON c.parent_id = r.id
     ),
     stocked AS (
       SELECT v.id, v.inventory,
              CASE WHEN v.id % 4 = 0 AND v.inventory >= 2 THEN least(1 + v.id % 7, v.inventory - 1) ELSE 0 END AS near
         FROM variants v JOIN products p ON p.id = v.product_id JOIN roots r ON r.id = p.category_id
        WHERE r.root = ANY ($1::text[]) AND v.inventory > 0
     ),
     held AS (SELECT id, near, inventory - near AS rest, (inventory - near + 1) / 2 AS sooner FROM stocked),
     planned AS (
       SELECT id, 'A', current_date + 150 + id % 90, sooner, 600 FROM held
       UNION ALL
       SELECT id, 'B', current_date + 420 + id % 200, rest - sooner, 700 FROM held WHERE rest > sooner
       UNION ALL
       SELECT id, 'C', current_date + 5 + id % 20, 1 + id % 5, 700 FROM held WHERE id % 3 = 0
       UNION ALL
       SELECT id, 'D', current_date + 45 + id % 14, near, 600 FROM held WHERE near > 0
     )
     INSERT INTO lots (variant_id, batch, mfg_date, expiry_date, quantity)
     SELECT p.id, format('KR%s%s-%s', to_char(p.expiry - p.life, 'YYMM'), p.tag, p.id), p.expiry - p.life, p.expiry, p.quantity
       FROM planned AS p (id, tag, expiry, quantity, life)`,
    [Object.keys(LICENSED_CATEGORIES)],
  );
}
