import { sql } from 'drizzle-orm';
import {
  MAX_CART_QUANTITY,
  SPRAYER_TANK_LITRES,
  SPRAY_LITRES_PER_ACRE,
  choosePacks,
  inBaseUnit,
  type DoseQuery,
  type DoseRate,
  type DoseResponse,
  type ProductAgronomy,
} from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { Refusal } from '../../lib/refusal.js';
import { queryRows } from '../../lib/sql.js';

/** What the calculator reads of a product: its dose, crops and packs. */
export interface DoseProduct {
  agronomy: Pick<ProductAgronomy, 'dosePerAcre' | 'dosePerLitre' | 'applications'>;
  crops: string[];
  variants: {
    id: number;
    price: number;
    salePrice: number | null;
    inventory: number;
    isProductAvailable: boolean;
    packSize: DoseRate | null;
  }[];
}

/** An active product's dose, crops and packs in their order; null when there is no such product. */
export async function doseProduct(db: Db, id: number): Promise<DoseProduct | null> {
  const [row] = await queryRows<DoseProduct>(
    db,
    sql`SELECT p.agronomy,
          ARRAY(SELECT t.slug FROM product_agronomy_terms pt JOIN agronomy_terms t ON t.id = pt.term_id
                WHERE pt.product_id = p.id AND t.kind = 'crop' ORDER BY t.id) AS crops,
          coalesce((SELECT json_agg(json_build_object(
              'id', v.id, 'price', v.price, 'salePrice', v.sale_price, 'inventory', v.inventory,
              'isProductAvailable', v.is_product_available, 'packSize', v.pack_size) ORDER BY v.position, v.id)
            FROM variants v WHERE v.product_id = p.id), '[]') AS variants
        FROM products p WHERE p.id = ${id} AND p.status = 'ACTIVE'`,
  );
  return row ?? null;
}

/**
 * The product a field needs for one application, in the dose's unit: acres by the per-acre dose
 * (or, for a label that gives only a per-litre dose, by the spray water an acre takes), tanks by
 * the per-litre dose and the tank's litres.
 */
function perApplication(agronomy: DoseProduct['agronomy'], query: DoseQuery): { amount: number; rate: DoseRate } {
  const { dosePerAcre, dosePerLitre } = agronomy;
  if (query.tanks !== undefined) {
    if (!dosePerLitre) throw new Refusal(400, 'doseTanksNotApplicable');
    return { amount: dosePerLitre.amount * SPRAYER_TANK_LITRES * query.tanks, rate: dosePerLitre };
  }
  const acres = query.acres ?? 0;
  if (dosePerAcre) return { amount: dosePerAcre.amount * acres, rate: dosePerAcre };
  const rate = dosePerLitre!;
  return { amount: rate.amount * SPRAY_LITRES_PER_ACRE * acres, rate };
}

/**
 * How much of the product the farmer's field needs and the cheapest packs in stock that cover
 * it for the recommended number of applications. Refuses a product without a dose (404), a crop
 * the product is not for, tanks for a product that is not sprayed, and a need the stock cannot
 * cover.
 */
export function calculateDose(product: DoseProduct, query: DoseQuery): DoseResponse {
  const { agronomy } = product;
  if (!agronomy.dosePerAcre && !agronomy.dosePerLitre) throw new Refusal(404, 'doseNotAvailable');
  if (!product.crops.includes(query.crop)) throw new Refusal(400, 'doseCropNotListed', { crop: query.crop });
  const { amount, rate } = perApplication(agronomy, query);
  const applications = agronomy.applications;
  const need = inBaseUnit({ amount: amount * applications, unit: rate.unit }, rate.unit)!;
  const options = product.variants.flatMap((v) => {
    const size = v.packSize && v.isProductAvailable && v.inventory > 0 ? inBaseUnit(v.packSize, rate.unit) : null;
    if (size === null) return [];
    // A cart line holds at most MAX_CART_QUANTITY of a pack.
    return [{ variantId: v.id, size, price: v.salePrice ?? v.price, stock: Math.min(v.inventory, MAX_CART_QUANTITY) }];
  });
  const choice = choosePacks(need, options);
  if (!choice) throw new Refusal(409, 'doseStockShort');
  return {
    quantity: Math.round(amount * 1000) / 1000,
    unit: rate.unit,
    applications,
    packs: choice.packs,
    totalPrice: choice.totalPrice,
  };
}
