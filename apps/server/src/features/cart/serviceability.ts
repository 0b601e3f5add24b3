import { distanceKm, messages, quoteShipment, type ErrorBody, type ServiceabilityResponse } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { delivers, pinPoint } from './pricing.js';
import { cartRepository } from './repository.js';
import type { CartDeps } from './service.js';

export type ServiceabilityOutcome =
  { ok: true; body: ServiceabilityResponse } | { ok: false; status: 400 | 404; error: ErrorBody };

/**
 * The product page's check before Add to Cart: whether the seller delivers to a pincode's state,
 * and for one unit of the variant (the chosen one, else the first in stock) the shipping charge
 * and delivery day the cart would show.
 */
export function serviceability(db: Db, pincode: CartDeps['pincode']) {
  const repository = cartRepository();
  return async (
    productId: number,
    query: { pinCode: string; variantId?: number | undefined },
    now: Date = new Date(),
  ): Promise<ServiceabilityOutcome> => {
    const notFound = { ok: false, status: 404, error: { message: messages.productNotFound(productId) } } as const;
    const choices = await repository.variantsOf(db, productId);
    if (choices.length === 0) return notFound;
    const chosen =
      query.variantId === undefined
        ? (choices.find((v) => v.inventory > 0 && v.isProductAvailable) ?? choices[0]!)
        : choices.find((v) => v.id === query.variantId);
    if (!chosen) return { ok: false, status: 400, error: { message: messages.variantUnavailable } };
    const line = (await repository.catalogueLines(db, [chosen.id])).get(chosen.id);
    if (!line || !line.productActive) return notFound;
    const place = await pincode(query.pinCode);
    if (!place) return { ok: false, status: 400, error: { message: messages.pinCodeUnknown } };

    const answer = { pinCode: query.pinCode, district: place.district, state: place.state };
    if (!delivers(line.seller, place.state)) {
      return {
        ok: true,
        body: { data: { ...answer, deliverable: false, estimatedDeliveryDate: null, shippingPrice: null } },
      };
    }
    const sellerPoint = pinPoint(await pincode(line.seller.pinCode));
    const buyerPoint = pinPoint(place);
    const km = sellerPoint && buyerPoint ? distanceKm(sellerPoint, buyerPoint) : null;
    const quote = quoteShipment([{ variant: line.variant, quantity: 1 }], km, now);
    return {
      ok: true,
      body: {
        data: {
          ...answer,
          deliverable: true,
          estimatedDeliveryDate: quote.estimatedDeliveryDate,
          shippingPrice: quote.shippingPrice,
        },
      },
    };
  };
}

export type Serviceability = ReturnType<typeof serviceability>;
