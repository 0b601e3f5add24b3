import { distanceKm, quoteShipment, type ServiceabilityResponse } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { Refusal } from '../../lib/refusal.js';
import { delivers, pinPoint } from './pricing.js';
import { cartRepository } from './repository.js';
import type { CartDeps } from './service.js';

/**
 * The product page's check before Add to Cart: whether the seller delivers to a pincode's state,
 * and for one unit of the variant (the chosen one, else the first in stock) the shipping charge
 * and delivery day the cart would show. An unknown product or pincode is refused.
 */
export function serviceability(db: Db, pincode: CartDeps['pincode']) {
  const repository = cartRepository();
  return async (
    productId: number,
    query: { pinCode: string; variantId?: number | undefined },
    now: Date = new Date(),
  ): Promise<ServiceabilityResponse> => {
    const notFound = new Refusal(404, 'productNotFound', { id: productId });
    const choices = await repository.variantsOf(db, productId);
    if (choices.length === 0) throw notFound;
    const chosen =
      query.variantId === undefined
        ? (choices.find((v) => v.inventory > 0 && v.isProductAvailable) ?? choices[0]!)
        : choices.find((v) => v.id === query.variantId);
    if (!chosen) throw new Refusal(400, 'variantUnavailable');
    const line = (await repository.catalogueLines(db, [chosen.id])).get(chosen.id);
    if (!line || !line.productActive) throw notFound;
    const place = await pincode(query.pinCode);
    if (!place) throw new Refusal(400, 'pinCodeUnknown');

    const answer = { pinCode: query.pinCode, district: place.district, state: place.state };
    if (!delivers(line.seller, place.state)) {
      return { data: { ...answer, deliverable: false, estimatedDeliveryDate: null, shippingPrice: null } };
    }
    const sellerPoint = pinPoint(await pincode(line.seller.pinCode));
    const buyerPoint = pinPoint(place);
    const km = sellerPoint && buyerPoint ? distanceKm(sellerPoint, buyerPoint) : null;
    const quote = quoteShipment([{ variant: line.variant, quantity: 1 }], km, now);
    return {
      data: {
        ...answer,
        deliverable: true,
        estimatedDeliveryDate: quote.estimatedDeliveryDate,
        shippingPrice: quote.shippingPrice,
      },
    };
  };
}

export type Serviceability = ReturnType<typeof serviceability>;
