import { and, asc, eq } from 'drizzle-orm';
import { STATUS_ACTIVE, type LocalizedText } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { products, variants } from '../../db/schema.js';
import { intArray, statement } from '../../db/statement.js';
import type { CatalogueLine } from '../../lib/catalogue-line.js';

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

// Every save, and every cart priced for a checkout, runs these: their texts are written once
// (decision 061), not built by Drizzle on each run.

/** The cart row's columns a save reads. */
type CartRow = Omit<StoredCart, 'items'>;
const CART_COLUMNS = 'id, coupon_id AS "couponId", address_id AS "addressId", use_points AS "usePoints"';
const cartOf = statement<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1`);
const lockedCartOf = statement<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1 FOR UPDATE`);
const newCart = statement<never>('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING');
const ITEM_COLUMNS = 'id, product_id AS "productId", variant_id AS "variantId", quantity';
const itemsOf = statement<StoredItem>(`SELECT ${ITEM_COLUMNS} FROM cart_items WHERE cart_id = $1 ORDER BY id`);

interface LineRow {
  variantId: number;
  variantName: LocalizedText;
  price: number;
  salePrice: number | null;
  inventory: number;
  isProductAvailable: boolean;
  height: number;
  length: number;
  width: number;
  weight: number;
  productId: number;
  title: LocalizedText;
  brand: LocalizedText;
  images: string[];
  productStatus: string;
  sellerId: number;
  sellerName: LocalizedText;
  sellerStatus: string;
  customerCareNumber: string;
  businessName: string;
  pinCode: string;
  servedStates: string[];
}
/**
 * Only the columns a line shows or is judged by: a product's descriptions, label and agronomy are
 * most of its row, and parsing them was a sixth of a cart save's CPU.
 */
const linesOf = statement<LineRow>(
  `SELECT v.id AS "variantId", v.name AS "variantName", v.price, v.sale_price AS "salePrice", v.inventory,
          v.is_product_available AS "isProductAvailable", v.height::float8 AS height, v.length::float8 AS length,
          v.width::float8 AS width, v.weight::float8 AS weight,
          p.id AS "productId", p.title, p.brand, p.images, p.status AS "productStatus",
          s.id AS "sellerId", s.name AS "sellerName", s.status AS "sellerStatus",
          s.customer_care_number AS "customerCareNumber", s.business_name AS "businessName",
          s.pincode AS "pinCode", s.served_states AS "servedStates"
     FROM variants v JOIN products p ON p.id = v.product_id JOIN sellers s ON s.id = p.seller_id
    WHERE v.id = ANY ($1::int[])`,
);

/**
 * A cart's contents replaced by the chosen lines, lines kept keeping their ids (the page's
 * `PUT /cart/{id}` still finds them). One statement: the delete and the cart row's update run as
 * data-modifying parts of the upsert (PostgreSQL runs each once, read or not), since every
 * statement on an embedded database waits its turn on the process's one thread. With no lines,
 * the delete takes them all and the upsert writes none.
 */
const writeCart = statement<StoredItem>(
  `WITH gone AS (DELETE FROM cart_items WHERE cart_id = $1 AND variant_id <> ALL ($3::int[])),
        chosen AS (UPDATE carts SET coupon_id = $5, address_id = $6, use_points = $7, updated_at = $8 WHERE id = $1)
   INSERT INTO cart_items (cart_id, product_id, variant_id, quantity)
   SELECT $1, product_id, variant_id, quantity FROM unnest($2::int[], $3::int[], $4::int[]) AS chosen_items(product_id, variant_id, quantity)
   ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity, product_id = excluded.product_id
   RETURNING ${ITEM_COLUMNS}`,
);

/** An order's lines and the coupon leave the cart, in one statement as a save's write. */
const emptyOrdered = statement<never>(
  `WITH ordered AS (DELETE FROM cart_items WHERE cart_id = $1 AND variant_id = ANY ($2::int[]))
   UPDATE carts SET coupon_id = NULL, updated_at = $3 WHERE id = $1`,
);

export function cartRepository() {
  /** The user's cart row, made on first use; locked until the transaction ends when `lock`. */
  async function cartRow(tx: Db, userId: number, lock: boolean): Promise<CartRow> {
    const select = lock ? lockedCartOf : cartOf;
    const [found] = await select(tx, [userId]);
    if (found) return found;
    await newCart(tx, [userId]);
    const [made] = await select(tx, [userId]);
    if (!made) throw new Error(`the cart of user ${userId} could not be made`);
    return made;
  }

  return {
    /** The user's cart and its items in the order they were added. */
    async load(tx: Db, userId: number, lock = false): Promise<StoredCart> {
      const cart = await cartRow(tx, userId, lock);
      return { ...cart, items: await itemsOf(tx, [cart.id]) };
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

    /** Today's catalogue for these variants, with their products and sellers; missing ids are absent. */
    async catalogueLines(tx: Db, variantIds: readonly number[]): Promise<Map<number, CatalogueLine>> {
      if (variantIds.length === 0) return new Map();
      const rows = await linesOf(tx, [intArray(variantIds)]);
      return new Map(
        rows.map((row) => [
          row.variantId,
          {
            product: {
              id: row.productId,
              title: row.title,
              brand: row.brand,
              images: row.images,
              seller: { id: row.sellerId, name: row.sellerName },
            },
            productActive: row.productStatus === STATUS_ACTIVE && row.sellerStatus === STATUS_ACTIVE,
            variant: {
              id: row.variantId,
              name: row.variantName,
              price: row.price,
              salePrice: row.salePrice,
              inventory: row.inventory,
              isProductAvailable: row.isProductAvailable,
              height: row.height,
              length: row.length,
              width: row.width,
              weight: row.weight,
            },
            seller: {
              id: row.sellerId,
              name: row.sellerName,
              customerCareNumber: row.customerCareNumber,
              businessName: row.businessName,
              pinCode: row.pinCode,
              servedStates: row.servedStates,
            },
          },
        ]),
      );
    },

    /** Replaces the cart's contents with the choice and answers its items as they now are, in the order they were added. */
    async write(tx: Db, cartId: number, choice: CartChoice, now: Date): Promise<StoredItem[]> {
      const items = await writeCart(tx, [
        cartId,
        intArray(choice.items.map((item) => item.productId)),
        intArray(choice.items.map((item) => item.variantId)),
        intArray(choice.items.map((item) => item.quantity)),
        choice.couponId,
        choice.addressId,
        choice.usePoints,
        now.toISOString(),
      ]);
      return items.sort((a, b) => a.id - b.id);
    },

    /** After an order: its lines and the coupon leave the cart; the address stays for the next one. */
    async emptyAfterOrder(tx: Db, userId: number, variantIds: readonly number[]): Promise<void> {
      const [cart] = await lockedCartOf(tx, [userId]);
      if (cart) await emptyOrdered(tx, [cart.id, intArray(variantIds), new Date().toISOString()]);
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
