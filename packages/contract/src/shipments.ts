import { z } from 'zod';
import { pinCode } from './addresses.js';
import { id, localizedText, variant } from './catalogue.js';
import { pickText, type LanguageCode } from './i18n.js';
import type { MessageKey } from './locales/index.js';

/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A day that exists in the calendar, as YYYY-MM-DD. The shape alone lets 2026-02-30 through, and
 * Date.parse rolls it over to March; PostgreSQL refuses it, so it must be refused here.
 */
export const calendarDate = (message: string) =>
  isoDate.refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
  }, message);

/** The product as a cart line or an order line shows it: no long texts, the seller named ('Sold By:'). */
export const lineProduct = z.object({
  id: z.number().int(),
  title: localizedText,
  brand: localizedText,
  images: z.array(z.string()),
  seller: z.object({ id: z.number().int(), name: localizedText }),
});
export type LineProduct = z.infer<typeof lineProduct>;

/** A variant as it was priced on a line: an order keeps the prices it was paid at. */
export const lineVariant = variant.pick({ id: true, name: true, price: true, salePrice: true });
export type LineVariant = z.infer<typeof lineVariant>;

export const shipmentItem = z.object({
  product: lineProduct,
  variant: lineVariant,
  quantity: z.number().int(),
});
export type ShipmentItem = z.infer<typeof shipmentItem>;

/** One seller's part of a cart or an order (spec section 3, Shipment). */
export const shipment = z.object({
  /** Null while it is only a cart's proposal; the stored id once ordered. */
  id: z.number().int().nullable(),
  shipmentNumber: z.string(),
  estimatedDeliveryDate: isoDate,
  itemList: z.array(shipmentItem),
  seller: z.object({
    id: z.number().int(),
    name: localizedText,
    customerCareNumber: z.string(),
    businessName: z.string(),
  }),
  /** Paise: this shipment's share of the cart's shippingPrice. */
  shippingPrice: z.number().int(),
});
export type Shipment = z.infer<typeof shipment>;

/** The UI string a shipment is called by, filled from `shipmentLabel`. */
export const SHIPMENT_LABEL_KEY = 'shipment.label' satisfies MessageKey;

export type ShipmentLabel = {
  /** Its place among the shipments, from 1. */
  number: number;
  count: number;
  seller: string;
};

/**
 * What a shipment is called wherever the page shows one (the checkout, My Orders, Order Details):
 * its place among its cart's or order's shipments, and its seller. The stored `shipmentNumber` is
 * never shown: a cart's proposal and the order made from it number the same shipment differently
 * (C<cart>-S<seller>, then <order>-<place>), while its place and seller stay the same.
 */
export function shipmentLabel(
  shipments: ReadonlyArray<Pick<Shipment, 'seller'>>,
  index: number,
  language: LanguageCode,
): ShipmentLabel {
  return { number: index + 1, count: shipments.length, seller: pickText(shipments[index]?.seller.name, language) };
}

/**
 * `GET /api/eproduct/{id}/serviceability?pinCode=&variantId=`: the product page's check before
 * adding to cart, for one unit of the chosen variant (else the first in stock).
 */
export const serviceabilityQuery = z.object({
  variantId: id.optional(),
  pinCode,
});
export const serviceabilityResponse = z.object({
  data: z.object({
    pinCode: z.string(),
    /** The pincode's place, as the gazetteer names it. */
    district: z.string(),
    state: z.string(),
    /** False when the seller does not serve the pincode's state. */
    deliverable: z.boolean(),
    /** Null when not deliverable. */
    estimatedDeliveryDate: isoDate.nullable(),
    shippingPrice: z.number().int().nullable(),
  }),
});
export type ServiceabilityResponse = z.infer<typeof serviceabilityResponse>;
