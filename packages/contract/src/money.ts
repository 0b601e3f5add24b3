/**
 * Money rules shared by the page and the server. Amounts are integer paise everywhere
 * except at the very edge, where they are shown as rupees with two decimals.
 */

export type Paise = number;

export interface PricedVariant {
  price: Paise;
  salePrice: Paise | null;
}

/** The price a buyer pays for one unit: the sale price when present, else the list price, else 0. */
export function shownPrice(variant: Partial<PricedVariant> | null | undefined): Paise {
  if (!variant) return 0;
  return variant.salePrice ?? variant.price ?? 0;
}

/** Rounded percentage (price - salePrice) / price; 0 when there is no real discount. */
export function discountPercent(variant: PricedVariant): number {
  if (variant.salePrice == null || variant.price <= 0 || variant.salePrice >= variant.price) return 0;
  return Math.round(((variant.price - variant.salePrice) * 100) / variant.price);
}

/** Sum of shown price x quantity. */
export function subTotal(lines: ReadonlyArray<{ variant: PricedVariant; quantity: number }>): Paise {
  return lines.reduce((sum, line) => sum + shownPrice(line.variant) * line.quantity, 0);
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,234.50 — always two decimals (checkout, bills). */
export function formatRupees(paise: Paise): string {
  return inr.format(paise / 100);
}

/**
 * An amount taken off a bill (a coupon or points discount): −₹120.00, with the minus sign (U+2212)
 * that reads as one, the same in the cart, the checkout, My Orders and Order Details.
 */
export function formatDeduction(paise: Paise): string {
  return `\u2212${formatRupees(paise)}`;
}

/** ₹1,235 on cards, ₹1,234.50 when there are paise to show. */
export function formatPrice(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
}

// ---- The buying path (issue 4). All pure; the server computes, the page only displays. ----

/** Whole days count in India: coupon expiry and delivery dates are Indian calendar days. */
export const INDIA_UTC_OFFSET_MINUTES = 330;
/** GST on the payment gateway's fee, in percent. */
export const GST_PERCENT = 18;

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

/** The Indian calendar day an instant falls on. */
export function indiaDate(now: Date, offsetMinutes = INDIA_UTC_OFFSET_MINUTES): IsoDate {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole days; months and years roll over as a calendar does. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type RelativeDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'inDays'; days: number };

/**
 * The checkout's Today / Tomorrow / in N days for an estimated delivery date, counted in
 * calendar days, not 24-hour spans: 23:59 to the next morning is Tomorrow. An estimate already
 * past reads Today (the parcel is due), never a negative count.
 */
export function relativeDay(date: IsoDate, now: Date, offsetMinutes = INDIA_UTC_OFFSET_MINUTES): RelativeDay {
  const days = daysBetween(indiaDate(now, offsetMinutes), date);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  return { kind: 'inDays', days };
}

// ---- Coupons ----

export interface CouponTerms {
  /** True: `discountValue` is a percentage of the sub total; false: a flat amount in paise. */
  percentage: boolean;
  discountValue: number;
  minOrderValue: Paise;
  /** The last Indian calendar day the coupon can be used. */
  expiryDate: IsoDate;
  /** Times one user may use it; null for no limit. */
  perUserLimit: number | null;
}

export type CouponCheck =
  | { ok: true }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'usedUp' }
  | { ok: false; reason: 'belowMinimum'; shortfall: Paise };

/** How much more the cart needs for a coupon: the 'Add ₹X more to use' amount; 0 once reached. */
export function couponShortfall(subTotal: Paise, minOrderValue: Paise): Paise {
  return Math.max(0, minOrderValue - subTotal);
}

/** Whether a coupon may be used today: a coupon is good through its whole expiry day. */
export function isCouponExpired(expiryDate: IsoDate, now: Date): boolean {
  return indiaDate(now) > expiryDate;
}

/**
 * Whether a coupon applies to a cart: not expired, not used up by this user, and the sub total
 * at least the minimum (exactly the minimum is enough). The server checks it at apply and again
 * at payment; the first failing reason is reported.
 */
export function checkCoupon(
  coupon: CouponTerms,
  cart: { subTotal: Paise; now: Date; timesUsedByUser: number },
): CouponCheck {
  if (isCouponExpired(coupon.expiryDate, cart.now)) return { ok: false, reason: 'expired' };
  if (coupon.perUserLimit !== null && cart.timesUsedByUser >= coupon.perUserLimit) {
    return { ok: false, reason: 'usedUp' };
  }
  const shortfall = couponShortfall(cart.subTotal, coupon.minOrderValue);
  if (shortfall > 0) return { ok: false, reason: 'belowMinimum', shortfall };
  return { ok: true };
}

/**
 * The coupon's discount on the sub total (shipping is never discounted). A percentage is rounded
 * up to the next whole paisa, in the buyer's favour; percentages count to two decimals. No
 * discount is ever larger than the sub total, so a flat ₹500 coupon on a ₹300 cart gives ₹300.
 */
export function couponDiscount(coupon: Pick<CouponTerms, 'percentage' | 'discountValue'>, subTotal: Paise): Paise {
  if (subTotal <= 0) return 0;
  if (!coupon.percentage) return Math.min(Math.max(0, Math.round(coupon.discountValue)), subTotal);
  const basisPoints = Math.min(Math.max(0, Math.round(coupon.discountValue * 100)), 10_000);
  return Math.min(Math.ceil((subTotal * basisPoints) / 10_000), subTotal);
}

// ---- Referral points (spec section 9) ----

export const POINT_VALUE_PAISE = 100;
export const MIN_POINTS_TO_REDEEM = 50;
export const MAX_POINTS_SHARE_PERCENT = 20;

/**
 * Points redeemable on an order: none below 50 points, else 1 rupee a point up to 20% of the sub
 * total, in whole points (the ledger spends whole points, so the cap is rounded down to a rupee).
 */
export function pointsDiscount(points: number, subTotal: Paise): Paise {
  if (points < MIN_POINTS_TO_REDEEM || subTotal <= 0) return 0;
  const cap = Math.floor((subTotal * MAX_POINTS_SHARE_PERCENT) / 100 / POINT_VALUE_PAISE);
  return Math.min(Math.floor(points), cap) * POINT_VALUE_PAISE;
}

/** The points a points discount spends. */
export const pointsOf = (discount: Paise): number => Math.round(discount / POINT_VALUE_PAISE);

export interface Bill {
  /** The sub total: sum of shown price x quantity. */
  totalPrice: Paise;
  shippingPrice: Paise;
  discount: Paise;
  userPointsDiscount: Paise;
}

/** What the buyer pays: total + shipping - coupon - points, never below 0. */
export function netPrice(bill: Bill): Paise {
  return Math.max(0, bill.totalPrice + bill.shippingPrice - bill.discount - bill.userPointsDiscount);
}

/**
 * The cart's whole bill from its lines, the shipments' charges and an applicable coupon (the
 * caller has checked it with `checkCoupon`). Points are redeemed on what the coupon leaves.
 */
export function cartBill(
  lines: ReadonlyArray<{ variant: PricedVariant; quantity: number }>,
  extras: { shippingPrice: Paise; coupon: Pick<CouponTerms, 'percentage' | 'discountValue'> | null; points: number },
): Bill & { netPrice: Paise } {
  const totalPrice = subTotal(lines);
  const discount = extras.coupon ? couponDiscount(extras.coupon, totalPrice) : 0;
  const userPointsDiscount = pointsDiscount(extras.points, totalPrice - discount);
  const bill = { totalPrice, shippingPrice: extras.shippingPrice, discount, userPointsDiscount };
  return { ...bill, netPrice: netPrice(bill) };
}

// ---- Shipping ----

/** Courier volumetric divisor: cm³ per chargeable kg. */
export const VOLUMETRIC_DIVISOR = 5000;
/** Shipping is charged per started slab of this many grams. */
export const WEIGHT_SLAB_GRAMS = 500;
export const EARTH_RADIUS_KM = 6371;

export interface ShippingBand {
  name: 'local' | 'regional' | 'zonal' | 'national';
  /** Inclusive upper distance of the band. */
  upToKm: number;
  /** Charge for the first slab, and for each further started slab. */
  firstSlab: Paise;
  extraSlab: Paise;
  /** Calendar days from the order to the estimated delivery. */
  days: number;
}

/** The shipping table: by great-circle distance between the seller's and the buyer's pincodes. */
export const SHIPPING_BANDS: readonly ShippingBand[] = [
  { name: 'local', upToKm: 50, firstSlab: 4000, extraSlab: 1500, days: 2 },
  { name: 'regional', upToKm: 300, firstSlab: 5000, extraSlab: 2000, days: 3 },
  { name: 'zonal', upToKm: 1000, firstSlab: 6500, extraSlab: 2800, days: 5 },
  { name: 'national', upToKm: Infinity, firstSlab: 8000, extraSlab: 3500, days: 7 },
];

export interface Parcel {
  /** Kilograms. */
  weight: number;
  /** Centimetres. */
  length: number;
  width: number;
  height: number;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** One unit's chargeable weight in whole grams: the larger of its weight and L*W*H/5000 kg. */
export function chargeableGrams(parcel: Parcel): number {
  const actual = nonNegative(parcel.weight) * 1000;
  const volumetric =
    (nonNegative(parcel.length) * nonNegative(parcel.width) * nonNegative(parcel.height) * 1000) / VOLUMETRIC_DIVISOR;
  return Math.round(Math.max(actual, volumetric));
}

/** A shipment's chargeable grams: each unit counted on its own, times its quantity. */
export function shipmentGrams(lines: ReadonlyArray<{ variant: Parcel; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + chargeableGrams(line.variant) * line.quantity, 0);
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The band for a distance; an unknown distance (a pincode without coordinates) is the farthest band. */
export function shippingBand(km: number | null): ShippingBand {
  const bands = SHIPPING_BANDS;
  if (km === null || !Number.isFinite(km)) return bands[bands.length - 1]!;
  return bands.find((band) => km <= band.upToKm) ?? bands[bands.length - 1]!;
}

/** A shipment's charge: the band's first slab, plus its extra rate for each further started 500 g. */
export function shippingCharge(grams: number, band: ShippingBand): Paise {
  const slabs = Math.max(1, Math.ceil(grams / WEIGHT_SLAB_GRAMS));
  return band.firstSlab + (slabs - 1) * band.extraSlab;
}

/** The estimated delivery day of a shipment ordered at `now`. */
export function estimatedDeliveryDate(now: Date, band: ShippingBand): IsoDate {
  return addDays(indiaDate(now), band.days);
}

export interface ShipmentQuote {
  grams: number;
  band: ShippingBand;
  shippingPrice: Paise;
  estimatedDeliveryDate: IsoDate;
}

/**
 * One seller's shipment: its chargeable weight, band, charge and delivery day. `km` is the
 * distance between the seller's and the buyer's pincodes, null when either has no coordinates.
 */
export function quoteShipment(
  lines: ReadonlyArray<{ variant: Parcel; quantity: number }>,
  km: number | null,
  now: Date,
): ShipmentQuote {
  const grams = shipmentGrams(lines);
  const band = shippingBand(km);
  return {
    grams,
    band,
    shippingPrice: shippingCharge(grams, band),
    estimatedDeliveryDate: estimatedDeliveryDate(now, band),
  };
}

// ---- Cancellation and refund ----

export interface RefundBreakdown {
  /** The gateway's fee: the configured percentage of the net price, rounded down. */
  fee: Paise;
  /** 18% GST on the fee, rounded down. */
  gst: Paise;
  /** fee + gst: the spec's "gateway charge". */
  charge: Paise;
  /** Net price minus the charge, never below 0. */
  refund: Paise;
}

/**
 * The refund of a cancelled order. The fee percentage is configured (two decimals count); both
 * roundings are down, in the buyer's favour.
 */
export function refundFor(net: Paise, feePercent: number): RefundBreakdown {
  const basisPoints = Math.max(0, Math.round(feePercent * 100));
  const fee = Math.floor((Math.max(0, net) * basisPoints) / 10_000);
  const gst = Math.floor((fee * GST_PERCENT) / 100);
  const charge = fee + gst;
  return { fee, gst, charge, refund: Math.max(0, net - charge) };
}
