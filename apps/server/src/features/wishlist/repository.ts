import { and, eq, sql } from 'drizzle-orm';
import { shownPrice, type LocalizedText, type WishlistItem } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { products, wishlistItems } from '../../db/schema.js';
import { queryRows } from '../../lib/sql.js';

interface WishlistRow {
  product_id: number;
  title: LocalizedText;
  brand: LocalizedText;
  image: string | null;
  variant_id: number | null;
  price: number | null;
  sale_price: number | null;
  in_stock: boolean | null;
}

/** A user's wishlist. Every read and write is scoped to the owner; a product is listed once. */
export function wishlistRepository(db: Db) {
  return {
    /**
     * Newest first; products no longer on sale are left out. Each line carries the variant Add
     * to cart uses: the first one in stock, else the first one.
     */
    async list(userId: number): Promise<WishlistItem[]> {
      const rows = await queryRows<WishlistRow>(
        db,
        sql`SELECT p.id AS product_id, p.title, p.brand, p.images[1] AS image,
                   v.id AS variant_id, v.price, v.sale_price, v.in_stock
            FROM wishlist_items w
            JOIN products p ON p.id = w.product_id AND p.status = 'ACTIVE'
            LEFT JOIN LATERAL (
              SELECT id, price, sale_price, (inventory > 0 AND is_product_available) AS in_stock
              FROM variants WHERE product_id = p.id
              ORDER BY (inventory > 0 AND is_product_available) DESC, position, id
              LIMIT 1
            ) v ON true
            WHERE w.user_id = ${userId}
            ORDER BY w.created_at DESC, p.id DESC`,
      );
      return rows.map((row) => ({
        _id: row.product_id,
        productId: row.product_id,
        title: row.title,
        brand: row.brand,
        imageCover: row.image,
        price: shownPrice(row.price === null ? null : { price: row.price, salePrice: row.sale_price }),
        variantId: row.variant_id,
        inStock: row.in_stock ?? false,
      }));
    },

    /** Adds a product on sale; adding it again changes nothing. False when there is no such product. */
    async add(userId: number, productId: number, now: Date): Promise<boolean> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'ACTIVE')));
      if (!product) return false;
      await db.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing();
      return true;
    },

    /** Removes a product; false when it was not on the list. */
    async remove(userId: number, productId: number): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return removed.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
