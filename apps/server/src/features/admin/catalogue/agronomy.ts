import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AgronomyKind, ProductAgronomy, productAgronomyInput } from '@krishi/contract';
import type { z } from 'zod';
import { agronomyTerms, productAgronomyTerms, products } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import type { Writer } from '../audit/log.js';

export type AgronomyFields = z.output<typeof productAgronomyInput>;
type CropsAndTargets = Pick<ProductAgronomy, 'crops' | 'targets'>;

/** The reference table's kind of each of these slugs; a slug it lacks is missing. */
export async function termKinds(db: Writer, slugs: string[]): Promise<Map<string, { id: number; kind: AgronomyKind }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: agronomyTerms.id, slug: agronomyTerms.slug, kind: agronomyTerms.kind })
    .from(agronomyTerms)
    .where(inArray(agronomyTerms.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, { id: r.id, kind: r.kind }]));
}

/** Crops that are not crops of the table, and targets that are not its pests, diseases or weeds. */
export function unknownTerms(
  kinds: Map<string, { kind: AgronomyKind }>,
  agronomy: CropsAndTargets,
): { crops: string[]; targets: string[] } {
  return {
    crops: agronomy.crops.filter((slug) => kinds.get(slug)?.kind !== 'crop'),
    targets: agronomy.targets.filter((slug) => {
      const kind = kinds.get(slug)?.kind;
      return kind === undefined || kind === 'crop';
    }),
  };
}

/** Each product's crops and targets, in the reference table's order. */
export async function cropsAndTargets(db: Writer, productIds: number[]): Promise<Map<number, CropsAndTargets>> {
  const found = new Map<number, CropsAndTargets>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ productId: productAgronomyTerms.productId, slug: agronomyTerms.slug, kind: agronomyTerms.kind })
    .from(productAgronomyTerms)
    .innerJoin(agronomyTerms, eq(agronomyTerms.id, productAgronomyTerms.termId))
    .where(inArray(productAgronomyTerms.productId, productIds))
    .orderBy(asc(agronomyTerms.id));
  for (const row of rows) {
    const entry = found.get(row.productId) ?? { crops: [], targets: [] };
    (row.kind === 'crop' ? entry.crops : entry.targets).push(row.slug);
    found.set(row.productId, entry);
  }
  return found;
}

/**
 * The agronomy column's part of a product's agronomy: its crops and targets are rows. The number
 * of applications, when the input leaves it out, stays as it was (a new product's is 1).
 */
export function storedAgronomy(
  agronomy: AgronomyFields,
  applicationsBefore = 1,
): (typeof products.$inferInsert)['agronomy'] {
  const { ingredients, cropStage, dosePerAcre, dosePerLitre, applications } = agronomy;
  return { ingredients, cropStage, dosePerAcre, dosePerLitre, applications: applications ?? applicationsBefore };
}

/**
 * Writes a product's agronomy: its column, and its crops and targets as rows of the reference
 * (rewritten only when they changed, as each rewrite moves the catalogue index's generation).
 * Refuses crops and targets the reference table does not have.
 */
export async function writeAgronomy(
  tx: Writer,
  productId: number,
  agronomy: AgronomyFields,
  kinds?: Map<string, { id: number; kind: AgronomyKind }>,
): Promise<void> {
  const known = kinds ?? (await termKinds(tx, [...agronomy.crops, ...agronomy.targets]));
  const unknown = unknownTerms(known, agronomy);
  if (unknown.crops.length > 0) throw new Refusal(400, 'adminCropUnknown', { slugs: unknown.crops.join(', ') });
  if (unknown.targets.length > 0) throw new Refusal(400, 'adminTargetUnknown', { slugs: unknown.targets.join(', ') });

  const [current] = await tx.select({ agronomy: products.agronomy }).from(products).where(eq(products.id, productId));
  const column = storedAgronomy(agronomy, current?.agronomy.applications);
  if (JSON.stringify(current?.agronomy) !== JSON.stringify(column)) {
    await tx.update(products).set({ agronomy: column }).where(eq(products.id, productId));
  }
  const wanted = [...agronomy.crops, ...agronomy.targets].map((slug) => known.get(slug)!.id).sort((a, b) => a - b);
  const have = (
    await tx
      .select({ termId: productAgronomyTerms.termId })
      .from(productAgronomyTerms)
      .where(eq(productAgronomyTerms.productId, productId))
  )
    .map((r) => r.termId)
    .sort((a, b) => a - b);
  if (JSON.stringify(wanted) === JSON.stringify(have)) return;
  const gone = have.filter((termId) => !wanted.includes(termId));
  const added = wanted.filter((termId) => !have.includes(termId));
  if (gone.length > 0) {
    await tx
      .delete(productAgronomyTerms)
      .where(and(eq(productAgronomyTerms.productId, productId), inArray(productAgronomyTerms.termId, gone)));
  }
  if (added.length > 0) await tx.insert(productAgronomyTerms).values(added.map((termId) => ({ productId, termId })));
}
