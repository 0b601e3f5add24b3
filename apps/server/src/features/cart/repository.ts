import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { STATUS_ACTIVE } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { cartItems, carts, products, sellers, variants } from '../../db/schema.js';
import type { CatalogueLine } from './pricing.js';

/** A cart as stored: only what the buyer chose. */
export interface StoredCart {
  id: number;
  couponId: number | null;
  addressId: number | null;
  usePoints: boolean;
  items: StoredItem[];
}

export interface StoredItem {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
}

/** What a save writes: the lines (by variant), the coupon and the address. */
export interface CartChoice {
  items: ReadonlyArray<Omit<StoredItem, 'id'>>;
  couponId: number | null;
  addressId: number | null;
  usePoints: boolean;
}

export function cartRepository() {
  /** The user's cart row, made on first use; locked until the transaction ends when `lock`. */
  async function cartRow(tx: Db, userId: number, lock: boolean) {
    const select = () => {
      const query = tx
        .select({ id: carts.id, couponId: carts.couponId, addressId: carts.addressId, usePoints: carts.usePoints })
        .from(carts)
        .where(eq(carts.userId, userId));
      return lock ? query.for('update') : query;
    };
    const [found] = await select();
    if (found) return found;
    await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    const [made] = await select();
    if (!made) throw new Error(`the cart of user ${userId} could not be made`);
    return made;
  }

  return {
    /** The user's cart and its items in the order they were added. */
    async load(tx: Db, userId: number, lock = false): Promise<StoredCart> {
      const cart = await cartRow(tx, userId, lock);
      const items = await tx
        .select({
          id: cartItems.id,
          productId: cartItems.productId,
          variantId: cartItems.variantId,
          quantity: cartItems.quantity,
        })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(asc(cartItems.id));
      return { ...cart, items };
    },

    /** A listed product's variants in their shown order; empty for a missing or unlisted product. */
    async variantsOf(tx: Db, productId: number) {
      return tx
        .select({ id: variants.id, inventory: variants.inventory, isProductAvailable: variants.isProductAvailable })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(variants.productId, productId), eq(products.status, STATUS_ACTIVE)))
        .orderBy(asc(variants.position), asc(variants.id));
    },

    /**
     * Today's catalogue for these variants, with their products and sellers; missing ids are
     * absent. Only the columns a line shows or is judged by are read: a product's descriptions,
     * label and agronomy are most of its row, and parsing them was a sixth of a cart save's CPU.
     */
    async catalogueLines(tx: Db, variantIds: readonly number[]): Promise<Map<number, CatalogueLine>> {
      if (variantIds.length === 0) return new Map();
      const rows = await tx
        .select({
          variant: {
            id: variants.id,
            name: variants.name,
            price: variants.price,
            salePrice: variants.salePrice,
            inventory: variants.inventory,
            isProductAvailable: variants.isProductAvailable,
            height: variants.height,
            length: variants.length,
            width: variants.width,
            weight: variants.weight,
          },
          product: {
            id: products.id,
            title: products.title,
            brand: products.brand,
            images: products.images,
            status: products.status,
          },
          seller: {
            id: sellers.id,
            name: sellers.name,
            status: sellers.status,
            customerCareNumber: sellers.customerCareNumber,
            businessName: sellers.businessName,
            pinCode: sellers.pincode,
            servedStates: sellers.servedStates,
          },
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(inArray(variants.id, [...variantIds]));
      return new Map(
        rows.map(({ variant, product, seller: { status: sellerStatus, ...seller } }) => [
          variant.id,
          {
            product: {
              id: product.id,
              title: product.title,
              brand: product.brand,
              images: product.images,
              seller: { id: seller.id, name: seller.name },
            },
            productActive: product.status === STATUS_ACTIVE && sellerStatus === STATUS_ACTIVE,
            variant,
            seller,
          },
        ]),
      );
    },

    /**
     * Replaces the cart's contents with the choice and answers its items as they now are, in the
     * order they were added. Lines kept keep their ids (the page's `PUT /cart/{id}` still finds
     * them); lines gone are deleted. One statement: the delete and the cart row's update run as
     * data-modifying parts of the upsert (PostgreSQL runs each once, read or not), since every
     * statement on an embedded database waits its turn on the process's one thread.
     */
    async write(tx: Db, cartId: number, choice: CartChoice, now: Date): Promise<StoredItem[]> {
      const keep = choice.items.map((item) => item.variantId);
      const gone = tx
        .$with('gone')
        .as(
          tx
            .delete(cartItems)
            .where(
              keep.length > 0
                ? and(eq(cartItems.cartId, cartId), notInArray(cartItems.variantId, keep))
                : eq(cartItems.cartId, cartId),
            ),
        );
      const cartRow = {
        couponId: choice.couponId,
        addressId: choice.addressId,
        usePoints: choice.usePoints,
        updatedAt: now,
      };
      if (choice.items.length === 0) {
        await tx.with(gone).update(carts).set(cartRow).where(eq(carts.id, cartId));
        return [];
      }
      const chosen = tx.$with('chosen').as(tx.update(carts).set(cartRow).where(eq(carts.id, cartId)));
      const items = await tx
        .with(gone, chosen)
        .insert(cartItems)
        .values(choice.items.map((item) => ({ cartId, ...item })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: sql`excluded.quantity`, productId: sql`excluded.product_id` },
        })
        .returning({
          id: cartItems.id,
          productId: cartItems.productId,
          variantId: cartItems.variantId,
          quantity: cartItems.quantity,
        });
      return items.sort((a, b) => a.id - b.id);
    },

    /** After an order: its lines and the coupon leave the cart; the address stays for the next one. */
    async emptyAfterOrder(tx: Db, userId: number, variantIds: readonly number[]): Promise<void> {
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
      if (!cart) return;
      if (variantIds.length > 0) {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.variantId, [...variantIds])));
      }
      await tx.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
