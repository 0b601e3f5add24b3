import { z } from 'zod';
import { address } from './addresses.js';
import { id, variant } from './catalogue.js';
import { coupon, couponCode } from './coupons.js';
import { errorBody } from './errors.js';
import { issueCode } from './error-codes.js';
import { messages } from './messages.js';
import { lineProduct, shipment } from './shipments.js';

/** A sane ceiling on one line whatever the stock; the server also caps at the variant's inventory. */
export const MAX_CART_QUANTITY = 999;
/** Distinct product variants one cart may hold. */
export const MAX_CART_ITEMS = 50;

export const cartQuantity = z
  .number({ error: issueCode('quantityInvalid') })
  .int(issueCode('quantityInvalid'))
  .min(1, issueCode('quantityInvalid'))
  // A rule whose message names a number keeps its sentence (an issue carries no params): `invalidInput`.
  .max(MAX_CART_QUANTITY, messages.quantityTooLarge(MAX_CART_QUANTITY));

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const idOf = (value: unknown) => (isObject(value) ? value.id : undefined);

/** The spec's page sends `{ product, variant, quantity }` with whole objects: only their ids are read. */
function fromSpecItem(item: unknown): unknown {
  if (!isObject(item)) return item;
  return {
    productId: item.productId ?? idOf(item.product),
    variantId: item.variantId ?? idOf(item.variant),
    quantity: item.quantity,
  };
}

export const cartItemInput = z.preprocess(
  fromSpecItem,
  z.object({ productId: id, variantId: id, quantity: cartQuantity }),
);
export type CartItemInput = z.infer<typeof cartItemInput>;

/** ...and `coupon` and `userAddress` as objects: only the coupon's code and the address id are read. */
function fromSpecCart(body: unknown): unknown {
  if (!isObject(body)) return body;
  const sentCoupon = isObject(body.coupon) ? (body.coupon.couponCode ?? body.coupon.code) : undefined;
  return {
    userId: body.userId,
    cartItems: body.cartItems,
    couponCode: body.couponCode ?? sentCoupon,
    addressId: body.addressId ?? idOf(body.userAddress),
    usePoints: body.usePoints,
  };
}

/**
 * `PUT /cart/saveUpdateCart`: the whole cart, replacing the stored one (no coupon sent means no
 * coupon). Only products, variants, quantities, the coupon code and the address id are read;
 * every amount the page sends (prices, totalPrice, discount, shippingPrice, netPrice,
 * shipmentList, ...) is stripped unread, not refused, so the spec's page that sends the cart back
 * as it got it keeps working. `userId`, if sent, must be the token's user.
 */
export const saveCartBody = z.preprocess(
  fromSpecCart,
  z.object({
    userId: id.optional(),
    cartItems: z
      .array(cartItemInput)
      .max(MAX_CART_ITEMS, messages.cartTooManyItems(MAX_CART_ITEMS))
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.variantId)) {
            ctx.addIssue({ code: 'custom', message: issueCode('cartItemRepeated'), path: [index, 'variantId'] });
          }
          seen.add(item.variantId);
        });
      })
      .default([]),
    couponCode: couponCode.nullish().transform((v) => v ?? null),
    addressId: id.nullish().transform((v) => v ?? null),
    /** Redeem referral points on this cart; not sent keeps the choice stored. */
    usePoints: z.boolean().optional(),
  }),
);
export type SaveCartBody = z.infer<typeof saveCartBody>;

/** `PUT /cart/{id}` (a cart item's id): the new quantity; 0 removes the item, as minus at 1 does. */
export const cartItemCountBody = z.object({
  count: z
    .number({ error: issueCode('quantityInvalid') })
    .int(issueCode('quantityInvalid'))
    .min(0, issueCode('quantityInvalid'))
    .max(MAX_CART_QUANTITY, messages.quantityTooLarge(MAX_CART_QUANTITY)),
});
export type CartItemCountBody = z.infer<typeof cartItemCountBody>;

/** `POST /cart/remove-products`: the spec's list of product ids (the undeliverable ones). */
export const removeProductsBody = z
  .array(id)
  .min(1, issueCode('removeProductsEmpty'))
  .max(MAX_CART_ITEMS, messages.cartTooManyItems(MAX_CART_ITEMS));
export type RemoveProductsBody = z.infer<typeof removeProductsBody>;

export const cartItem = z.object({
  /** The cart item's id, for `PUT` and `DELETE /cart/{id}`. */
  id: z.number().int(),
  product: lineProduct,
  /** The whole variant: its inventory caps the cart control's plus. */
  variant,
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Spec section 3, Cart. Every amount is paise, computed by the server (money.ts). */
export const cart = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  cartItems: z.array(cartItem),
  userAddress: address.nullable(),
  coupon: coupon.nullable(),
  /** Sub total: sum of shown price x quantity. */
  totalPrice: z.number().int(),
  /** 0 until an address is chosen ('Shipping Charges in next step'). */
  shippingPrice: z.number().int(),
  discount: z.number().int(),
  userPointsDiscount: z.number().int(),
  netPrice: z.number().int(),
  /** Whether the buyer chose to redeem points ('Use my points'); the discount is 0 below 50 points. */
  usePoints: z.boolean(),
  /** The buyer's referral points now (1 point = ₹1). */
  pointsBalance: z.number().int(),
  /** One per seller once an address is chosen; empty before. */
  shipmentList: z.array(shipment),
});
export type Cart = z.infer<typeof cart>;

/** Every cart call answers the cart as it now is; a user without one gets a new, empty cart. */
export const cartResponse = z.object({ message: z.string().optional(), data: cart });
export type CartResponse = z.infer<typeof cartResponse>;

/** One entry of a 400's `errorDetails` when the chosen address cannot receive some products. */
export const undeliverableItem = z.object({
  product: lineProduct.pick({ id: true, title: true }),
  variant: variant.pick({ id: true, name: true }),
});
export type UndeliverableItem = z.infer<typeof undeliverableItem>;

/** The 400 of `PUT /cart/saveUpdateCart` and `POST /cart/validateAndProceedToPaymentNew`. */
export const undeliverableError = errorBody.extend({
  errorDetails: z.array(undeliverableItem).min(1),
  /** The chosen address's pincode, so the page can say where the products cannot go. */
  pinCode: z.string().optional(),
});
export type UndeliverableError = z.infer<typeof undeliverableError>;
