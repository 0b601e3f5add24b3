import { and, eq, sql } from 'drizzle-orm';
import { shownPrice, type ProductSummary, type Variant, type WishlistItem } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { products, wishlistItems } from '../../db/schema.js';
import { queryRows } from '../../lib/sql.js';

/** The variant a wishlist line offers: the first in stock and available, else the first in stock, else the first. */
function offered(variants: Variant[]): Variant | undefined {
  return (
    variants.find((v) => v.inventory > 0 && v.isProductAvailable) ??
    variants.find((v) => v.inventory > 0) ??
    variants[0]
  );
}

/** A user's wishlist. Every read and write is scoped to the owner; a product is listed once. */
export function wishlistRepository(db: Db) {
  return {
    /** Newest first; products no longer on sale are left out. */
    async list(userId: number): Promise<WishlistItem[]> {
      // The product's card as the listing sends it; only products on sale have one.
      const rows = await queryRows<{ card: string }>(
        db,
        sql`SELECT e.card
            FROM wishlist_items w JOIN catalogue_entries e ON e.product_id = w.product_id
            WHERE w.user_id = ${userId}
            ORDER BY w.created_at DESC, w.product_id DESC`,
      );
      return rows.map(({ card }) => {
        const product = JSON.parse(card) as ProductSummary;
        const variant = offered(product.variants);
        return {
          _id: product.id,
          title: product.title,
          imageCover: product.images[0] ?? null,
          price: shownPrice(variant),
          variantId: variant?.id ?? null,
          product,
        };
      });
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
