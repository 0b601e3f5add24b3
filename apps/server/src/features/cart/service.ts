import {
  checkCoupon,
  subTotal,
  type Address,
  type Cart,
  type Coupon,
  type LatLng,
  type SaveCartBody,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import type { CatalogueLine, CatalogueLookup, WantedLine } from '../../lib/catalogue-line.js';
import type { PricedCart } from '../../lib/priced-cart.js';
import { Refusal } from '../../lib/refusal.js';
import { settledWithin } from '../../lib/settled-within.js';
import {
  couponRefusal,
  pinPoint,
  priceCart,
  stockRefusal,
  undeliverableItems,
  type PinPlace,
  type PricingLine,
} from './pricing.js';
import { cartRepository, type CartChoice, type StoredCart, type StoredItem } from './repository.js';

/** What the cart needs from other features, wired in app.ts (features do not import each other). */
export interface CartDeps {
  db: Db;
  coupons: {
    byCode(code: string, tx: Db): Promise<Coupon | undefined>;
    byId(id: number, tx: Db): Promise<Coupon | undefined>;
    timesUsed(couponId: number, userId: number, tx: Db): Promise<number>;
  };
  addresses: { find(userId: number, id: number, tx: Db): Promise<Address | undefined> };
  /** A pincode's place and coordinates from the gazetteer; undefined when it does not know the pincode. */
  pincode(pinCode: string): Promise<PinPlace | undefined>;
  /** The user's referral points now (the referrals feature's ledger). */
  points: { balance(userId: number, tx: Db): Promise<number> };
  /**
   * The listed variants as the catalogue this process holds has them now: a lookup taken before a
   * change's transaction and used inside it (waited for at most HELD_LINES_WAIT_MS). A variant it
   * does not give is read from the database.
   */
  listed(): Promise<CatalogueLookup>;
}

/**
 * How long a cart change waits for the held catalogue to look again. After an order or an edit
 * that is a patch of a few milliseconds; a full load after a large import or an agronomy change
 * takes half a minute at 100,000 products, and carts must not stop for it.
 */
export const HELD_LINES_WAIT_MS = 250;

/** Gives no line: every line is read from the database. */
const NOTHING_HELD: CatalogueLookup = () => new Map();

/** What a change asks for: the lines, and what becomes of the coupon and the address. */
interface Change {
  items: CartChoice['items'];
  /**
   * keep: the coupon on the cart stays, applying or not. A code sets that coupon (null: none);
   * it must apply now unless it is the one already on the cart and `recheck` is off.
   */
  coupon: { keep: true } | { keep: false; code: string | null; recheck: boolean };
  addressId: number | null;
  /** Redeem points ('Use my points'); undefined keeps the stored choice. */
  usePoints?: boolean;
}

export function cartService(deps: CartDeps) {
  const { db } = deps;
  const repository = cartRepository();

  const point = async (pinCode: string) => pinPoint(await deps.pincode(pinCode));

  /** What a cart is priced from: its lines as stored and what was read for them. */
  interface PricingInputs {
    cartId: number;
    /** The cart's items with their ids, in the order they were added. */
    items: readonly StoredItem[];
    catalogue: ReadonlyMap<number, CatalogueLine>;
    address: Address | null;
    coupon: Coupon | null;
    /** The user's uses of the coupon, when already counted. */
    timesUsed?: number;
    usePoints: boolean;
  }

  /**
   * Today's catalogue for these lines: a listed product's variant from the catalogue the process
   * holds, which spares a save the read of its lines (a sixth of its statements' time); anything
   * else read from the database, where a line no longer listed is still found, to be shown as
   * unavailable, and a variant of another product than the one named is found to be so.
   */
  async function linesFor(
    tx: Db,
    listed: CatalogueLookup,
    items: ReadonlyArray<WantedLine>,
  ): Promise<Map<number, CatalogueLine>> {
    const lines = new Map(listed(items));
    const unlisted = items.filter((item) => !lines.has(item.variantId)).map((item) => item.variantId);
    if (unlisted.length > 0) {
      for (const [variantId, line] of await repository.catalogueLines(tx, unlisted)) lines.set(variantId, line);
    }
    return lines;
  }

  async function priceFrom(userId: number, inputs: PricingInputs, now: Date, tx: Db): Promise<PricedCart> {
    const { address, coupon } = inputs;
    const lines: PricingLine[] = inputs.items.flatMap((item) => {
      const line = inputs.catalogue.get(item.variantId);
      return line ? [{ ...line, itemId: item.id, quantity: item.quantity }] : [];
    });
    const sellerPoints = new Map<number, LatLng | null>();
    if (address) {
      for (const line of lines) {
        if (!sellerPoints.has(line.seller.id)) sellerPoints.set(line.seller.id, await point(line.seller.pinCode));
      }
    }
    return priceCart({
      cartId: inputs.cartId,
      userId,
      lines,
      address,
      addressPoint: address ? await point(address.pinCode) : null,
      sellerPoints,
      coupon,
      timesUsed: inputs.timesUsed ?? (coupon ? await deps.coupons.timesUsed(coupon.id, userId, tx) : 0),
      usePoints: inputs.usePoints,
      pointsBalance: await deps.points.balance(userId, tx),
      now,
    });
  }

  /**
   * The user's cart priced now from today's catalogue. Checkout and order creation call this
   * (inside their transaction when they pass `tx`) and refuse a cart with a problem.
   */
  async function price(userId: number, now: Date = new Date(), tx: Db = db): Promise<PricedCart> {
    const stored = await repository.load(tx, userId);
    const catalogue = await repository.catalogueLines(
      tx,
      stored.items.map((item) => item.variantId),
    );
    const address =
      stored.addressId === null ? null : ((await deps.addresses.find(userId, stored.addressId, tx)) ?? null);
    const coupon = stored.couponId === null ? null : ((await deps.coupons.byId(stored.couponId, tx)) ?? null);
    return priceFrom(
      userId,
      { cartId: stored.id, items: stored.items, catalogue, address, coupon, usePoints: stored.usePoints },
      now,
      tx,
    );
  }

  /**
   * Applies a change in one transaction with the cart locked and answers the cart as it now is,
   * or throws the Refusal of it, changing nothing.
   * The rules judge what the change adds: a new or raised line must be in stock and
   * available, a new coupon must apply, an address must be the user's, and with an address no
   * line may be undeliverable. A change that only removes or lowers lines never fails, so a
   * buyer can always take out what became unavailable or undeliverable.
   * The answer is priced in the same transaction from what the change read and wrote: reading
   * the cart again would be half of a save's statements.
   */
  async function change(userId: number, now: Date, decide: (stored: StoredCart) => Change): Promise<Cart> {
    // Past the wait, or when the catalogue fails to look, every line is read from the database.
    const listed = await settledWithin(deps.listed(), HELD_LINES_WAIT_MS, NOTHING_HELD);
    const priced = await db.transaction(async (tx) => {
      const stored = await repository.load(tx, userId, true);
      const wanted = decide(stored);

      const before = new Map(stored.items.map((item) => [item.variantId, item.quantity]));
      const catalogue = await linesFor(tx, listed, wanted.items);
      const lines = [];
      for (const item of wanted.items) {
        const line = catalogue.get(item.variantId);
        const raised = item.quantity > (before.get(item.variantId) ?? 0);
        if (raised) {
          if (!line || line.product.id !== item.productId) throw new Refusal(400, 'variantUnavailable');
          const problem = stockRefusal(line, item.quantity);
          if (problem) throw problem;
        }
        if (line) lines.push({ line, quantity: item.quantity });
      }

      let address: Address | null = null;
      if (wanted.addressId !== null) {
        address = (await deps.addresses.find(userId, wanted.addressId, tx)) ?? null;
        if (!address) throw new Refusal(400, 'addressNotFound');
      }

      let coupon: Coupon | null = null;
      let timesUsed: number | undefined;
      if (wanted.coupon.keep) {
        coupon = stored.couponId === null ? null : ((await deps.coupons.byId(stored.couponId, tx)) ?? null);
      } else if (wanted.coupon.code !== null) {
        coupon = (await deps.coupons.byCode(wanted.coupon.code, tx)) ?? null;
        if (!coupon) throw new Refusal(400, 'couponNotFound');
        if (coupon.id !== stored.couponId || wanted.coupon.recheck) {
          timesUsed = await deps.coupons.timesUsed(coupon.id, userId, tx);
          const check = checkCoupon(coupon, {
            subTotal: subTotal(lines.map(({ line, quantity }) => ({ variant: line.variant, quantity }))),
            now,
            timesUsedByUser: timesUsed,
          });
          const problem = couponRefusal(coupon, check);
          if (problem) throw problem;
        }
      }
      // A kept coupon stays on the cart even when it is no longer listed: it then just does not apply.
      const couponId = wanted.coupon.keep ? stored.couponId : (coupon?.id ?? null);

      const onlyRemoves =
        wanted.addressId === stored.addressId &&
        wanted.items.every((item) => item.quantity <= (before.get(item.variantId) ?? 0));
      if (!onlyRemoves) {
        const undeliverable = undeliverableItems(
          lines.map(({ line }) => line),
          address,
        );
        if (undeliverable.length > 0) {
          const pinCode = address!.pinCode;
          throw new Refusal(400, 'productsUndeliverable', undefined, {
            params: { pinCode },
            errorDetails: undeliverable,
            also: { pinCode },
          });
        }
      }

      const usePoints = wanted.usePoints ?? stored.usePoints;
      const items = await repository.write(
        tx,
        stored.id,
        { items: wanted.items, couponId, addressId: wanted.addressId, usePoints },
        now,
      );
      return priceFrom(userId, { cartId: stored.id, items, catalogue, address, coupon, timesUsed, usePoints }, now, tx);
    });
    return priced.cart;
  }

  const keepRest = (stored: StoredCart, items: CartChoice['items']): Change => ({
    items,
    coupon: { keep: true },
    addressId: stored.addressId,
  });
  const withoutIds = (items: StoredCart['items']) =>
    items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));

  /** The item of this id in the stored cart; another user's or a missing item is a 404. */
  function ownItem(stored: StoredCart, itemId: number) {
    const item = stored.items.find((line) => line.id === itemId);
    if (!item) throw new Refusal(404, 'cartItemNotFound');
    return item;
  }

  return {
    price,

    /** `GET /cart/user-cart`. */
    async read(userId: number, now: Date = new Date()): Promise<Cart> {
      return (await price(userId, now)).cart;
    },

    /**
     * `PUT /cart/saveUpdateCart`: the whole cart replaces the stored one. The coupon already on
     * the cart stays even when it stopped applying; a different code must apply now.
     */
    save(userId: number, body: SaveCartBody, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, () => ({
        items: body.cartItems,
        coupon: { keep: false, code: body.couponCode, recheck: false },
        addressId: body.addressId,
        usePoints: body.usePoints,
      }));
    },

    /** `PUT /cart/{id}`: a line's new quantity; 0 removes it. */
    setCount(userId: number, itemId: number, count: number, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, (stored) => {
        const item = ownItem(stored, itemId);
        const items = withoutIds(stored.items)
          .map((line) => (line.variantId === item.variantId ? { ...line, quantity: count } : line))
          .filter((line) => line.quantity > 0);
        return keepRest(stored, items);
      });
    },

    /** `DELETE /cart/{id}`. */
    removeItem(userId: number, itemId: number, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, (stored) => {
        ownItem(stored, itemId);
        return keepRest(stored, withoutIds(stored.items.filter((line) => line.id !== itemId)));
      });
    },

    /** `POST /cart/remove-products`: every line of these products (the undeliverable ones). */
    removeProducts(userId: number, productIds: readonly number[], now: Date = new Date()): Promise<Cart> {
      const remove = new Set(productIds);
      return change(userId, now, (stored) =>
        keepRest(stored, withoutIds(stored.items.filter((line) => !remove.has(line.productId)))),
      );
    },

    /** `DELETE /cart`: no lines and no coupon; the address stays for the next purchase. */
    clear(userId: number, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, (stored) => ({
        items: [],
        coupon: { keep: false, code: null, recheck: false },
        addressId: stored.addressId,
      }));
    },

    /** `POST /cart/coupon`: the code must apply to the cart now. */
    applyCoupon(userId: number, code: string, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, (stored) => ({
        items: withoutIds(stored.items),
        coupon: { keep: false, code, recheck: true },
        addressId: stored.addressId,
      }));
    },

    /** `DELETE /cart/coupon`. */
    removeCoupon(userId: number, now: Date = new Date()): Promise<Cart> {
      return change(userId, now, (stored) => ({
        items: withoutIds(stored.items),
        coupon: { keep: false, code: null, recheck: false },
        addressId: stored.addressId,
      }));
    },

    /**
     * Inside the order's transaction: the ordered lines and the coupon leave the cart, the
     * address stays. Lines added meanwhile (another tab) stay too.
     */
    emptyAfterOrder(tx: Db, userId: number, variantIds: readonly number[]): Promise<void> {
      return repository.emptyAfterOrder(tx, userId, variantIds);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
