import {
  cartBill,
  checkCoupon,
  distanceKm,
  formatRupees,
  quoteShipment,
  type Address,
  type CouponCheck,
  type Coupon,
  type LatLng,
  type Shipment,
  type UndeliverableItem,
} from '@krishi/contract';
import type { CatalogueLine } from '../../lib/catalogue-line.js';
import type { PricedCart } from '../../lib/priced-cart.js';
import { Refusal } from '../../lib/refusal.js';

/** A pincode as the gazetteer places it. */
export interface PinPlace {
  state: string;
  district: string;
  /** Null when the gazetteer has no coordinates for it. */
  latitude: number | null;
  longitude: number | null;
}

/** A pincode's point on the map; null for an unknown pincode or one without coordinates. */
export function pinPoint(place: PinPlace | undefined): LatLng | null {
  return place && place.latitude !== null && place.longitude !== null
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;
}

export interface PricingLine extends CatalogueLine {
  /** The cart item's id. */
  itemId: number;
  quantity: number;
}

export interface PricingInput {
  cartId: number;
  userId: number;
  lines: readonly PricingLine[];
  address: Address | null;
  /** Pincode coordinates from the gazetteer; null where it has none (charged as the farthest band). */
  addressPoint: LatLng | null;
  sellerPoints: ReadonlyMap<number, LatLng | null>;
  coupon: Coupon | null;
  /** The user's uses of that coupon so far. */
  timesUsed: number;
  /** The buyer chose 'Use my points'. */
  usePoints: boolean;
  /** The user's referral points now. */
  pointsBalance: number;
  now: Date;
}

/** The refusal of a coupon that does not apply; null when it does. */
export function couponRefusal(coupon: Coupon, check: CouponCheck): Refusal | null {
  if (check.ok) return null;
  switch (check.reason) {
    case 'expired':
      return new Refusal(400, 'couponExpired');
    case 'usedUp':
      return new Refusal(400, 'couponUsedUp');
    case 'belowMinimum':
      return new Refusal(400, 'couponMinimum', { amount: formatRupees(coupon.minOrderValue) });
  }
}

/** Whether a line can be bought at its quantity today; the refusal when it cannot. */
export function stockRefusal(line: CatalogueLine, quantity: number): Refusal | null {
  if (!line.productActive || !line.variant.isProductAvailable) return new Refusal(400, 'variantUnavailable');
  if (line.variant.inventory <= 0) return new Refusal(400, 'outOfStock');
  if (quantity > line.variant.inventory) return new Refusal(400, 'notEnoughStock', { count: line.variant.inventory });
  return null;
}

const stateKey = (state: string) => state.trim().toLowerCase();

/** A seller delivers to the states it lists, however their case or spacing is written. */
export function delivers(seller: CatalogueLine['seller'], state: string): boolean {
  const wanted = stateKey(state);
  return seller.servedStates.some((served) => stateKey(served) === wanted);
}

/** The lines whose seller does not deliver to the address's state, as the 400's errorDetails list them. */
export function undeliverableItems(lines: readonly CatalogueLine[], address: Address | null): UndeliverableItem[] {
  if (!address) return [];
  return lines
    .filter((line) => !delivers(line.seller, address.state))
    .map((line) => ({
      product: { id: line.product.id, title: line.product.title },
      variant: { id: line.variant.id, name: line.variant.name },
    }));
}

/** Shipment numbers name the cart and the seller, so a cart's proposal keeps its numbers between reads. */
export const shipmentNumber = (cartId: number, sellerId: number) => `C${cartId}-S${sellerId}`;

/**
 * The one place a cart's amounts are computed: the sub total from today's prices, one shipment
 * per seller once an address is chosen (its charge from chargeable weight and distance), the
 * coupon's discount when it applies today (else 0, with the reason), and the points the buyer
 * chose to redeem: min(balance, 20% of the sub total after the coupon), none below 50 points.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { lines, address, now } = input;
  const bySeller = new Map<number, PricingLine[]>();
  for (const line of lines) {
    const group = bySeller.get(line.seller.id);
    if (group) group.push(line);
    else bySeller.set(line.seller.id, [line]);
  }

  const shipmentList: Shipment[] = [];
  if (address) {
    for (const [sellerId, group] of bySeller) {
      const sellerPoint = input.sellerPoints.get(sellerId) ?? null;
      const km = sellerPoint && input.addressPoint ? distanceKm(sellerPoint, input.addressPoint) : null;
      const quote = quoteShipment(
        group.map((line) => ({ variant: line.variant, quantity: line.quantity })),
        km,
        now,
      );
      const { id, name, customerCareNumber, businessName } = group[0]!.seller;
      shipmentList.push({
        id: null,
        shipmentNumber: shipmentNumber(input.cartId, sellerId),
        estimatedDeliveryDate: quote.estimatedDeliveryDate,
        itemList: group.map((line) => ({
          product: line.product,
          variant: {
            id: line.variant.id,
            name: line.variant.name,
            price: line.variant.price,
            salePrice: line.variant.salePrice,
          },
          quantity: line.quantity,
        })),
        seller: { id, name, customerCareNumber, businessName },
        shippingPrice: quote.shippingPrice,
      });
    }
  }

  const priced = lines.map((line) => ({ variant: line.variant, quantity: line.quantity }));
  const subTotal = cartBill(priced, { shippingPrice: 0, coupon: null, points: 0 }).totalPrice;
  const couponProblem = input.coupon
    ? couponRefusal(input.coupon, checkCoupon(input.coupon, { subTotal, now, timesUsedByUser: input.timesUsed }))
    : null;
  const bill = cartBill(priced, {
    shippingPrice: shipmentList.reduce((sum, shipment) => sum + shipment.shippingPrice, 0),
    coupon: input.coupon && couponProblem === null ? input.coupon : null,
    points: input.usePoints ? input.pointsBalance : 0,
  });

  return {
    cart: {
      id: input.cartId,
      userId: input.userId,
      cartItems: lines.map((line) => ({
        id: line.itemId,
        product: line.product,
        variant: line.variant,
        quantity: line.quantity,
      })),
      userAddress: address,
      coupon: input.coupon,
      totalPrice: bill.totalPrice,
      shippingPrice: bill.shippingPrice,
      discount: bill.discount,
      userPointsDiscount: bill.userPointsDiscount,
      netPrice: bill.netPrice,
      usePoints: input.usePoints,
      pointsBalance: input.pointsBalance,
      shipmentList,
    },
    undeliverable: undeliverableItems(lines, address),
    couponProblem,
    stockProblem: lines.map((line) => stockRefusal(line, line.quantity)).find((m) => m !== null) ?? null,
  };
}
