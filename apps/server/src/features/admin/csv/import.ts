import { eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { messages, NO_AGRONOMY, type CsvRowError, type ProductImportResponse } from '@krishi/contract';
import type { Db } from '../../../db/client.js';
import { lotHeld } from '../../../lib/lot-stock.js';
import { Refusal } from '../../../lib/refusal.js';
import { productAgronomyTerms, products, variants } from '../../../db/schema.js';
import { recordAudit, type Tx } from '../audit/log.js';
import { refuseUnlicensed } from '../catalogue/licences.js';
import {
  EMPTY_RATINGS,
  knownParents,
  newProductName,
  nextVariantPosition,
  productColumns,
  variantColumns,
} from '../catalogue/products.js';
import {
  cropsAndTargets,
  storedAgronomy,
  termKinds,
  unknownTerms,
  writeAgronomy,
  type AgronomyFields,
} from '../catalogue/agronomy.js';
import { headerProblem, readRow, type CsvRow } from './format.js';

type ImportSummary = ProductImportResponse['data'];

const UPLOADED_KEY = /^uploads\/[a-f0-9]{64}$/;

/** The rows of one product: an existing one by id, a new one by its product_ref. */
interface ProductGroup {
  key: string;
  productId: number | null;
  rows: CsvRow[];
}

function records(text: string): string[][] | null {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false }) as string[][];
  } catch {
    return null;
  }
}

/** A value with its objects' keys in one order: jsonb keeps keys in its own order, not the input's. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, canonical(item)]),
  );
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const NO_TERMS = { crops: [], targets: [] };

/** Agronomy in one key order, crops and targets as sets: the file's order is not a change. */
function comparable(agronomy: AgronomyFields) {
  return {
    ingredients: agronomy.ingredients.map(({ name, concentration, formulation }) => ({
      name: { en: name.en, kn: name.kn },
      concentration,
      formulation,
    })),
    crops: [...agronomy.crops].sort(),
    targets: [...agronomy.targets].sort(),
    cropStage: agronomy.cropStage && { en: agronomy.cropStage.en, kn: agronomy.cropStage.kn },
    dosePerAcre: agronomy.dosePerAcre && { amount: agronomy.dosePerAcre.amount, unit: agronomy.dosePerAcre.unit },
    dosePerLitre: agronomy.dosePerLitre && { amount: agronomy.dosePerLitre.amount, unit: agronomy.dosePerLitre.unit },
    applications: agronomy.applications,
  };
}

/** A new product's agronomy column: from the agronomy columns, else the defaults with the file's applications, else the defaults. */
function newAgronomy(row: CsvRow): { agronomy?: ReturnType<typeof storedAgronomy> } {
  if (row.product.agronomy)
    return { agronomy: storedAgronomy({ ...row.product.agronomy, applications: row.applications }) };
  if (row.applications === undefined) return {};
  const { ingredients, cropStage, dosePerAcre, dosePerLitre } = NO_AGRONOMY;
  return { agronomy: { ingredients, cropStage, dosePerAcre, dosePerLitre, applications: row.applications } };
}

/**
 * Checks every row against the forms' schemas and the database (ids that exist, variants of the
 * right product), listing every bad cell. A dry run stops there; a real one writes all rows in
 * one transaction, or nothing if any row is bad: it is refused with the bad cells in its
 * `errorDetails`. Unchanged products and variants are not written. A file without the product
 * columns is refused.
 */
export async function importProducts(
  db: Db,
  csv: string,
  options: { dryRun: boolean; actorId: number },
): Promise<ImportSummary> {
  const table = records(csv);
  const header = table?.[0];
  if (!table || !header || headerProblem(header)) throw new Refusal(400, 'adminCsvInvalid');
  const names = header.map((name) => name.trim().toLowerCase());
  const errors: CsvRowError[] = [];
  const rows: CsvRow[] = [];
  table.slice(1).forEach((record, index) => {
    const read = readRow(names, record, index + 2);
    if (read.ok) rows.push(read.value);
    else errors.push(...read.errors);
  });

  // Against the database: the ids named must exist, variants must belong to their product.
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const existing = productIds.length
    ? await db
        .select({ id: products.id, images: products.images })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const imagesOf = new Map(existing.map((p) => [p.id, p.images]));
  const variantIds = [...new Set(rows.flatMap((r) => (r.variantId === null ? [] : [r.variantId])))];
  const ownerOf = new Map(
    (variantIds.length
      ? await db
          .select({ id: variants.id, productId: variants.productId })
          .from(variants)
          .where(inArray(variants.id, variantIds))
      : []
    ).map((v) => [v.id, v.productId]),
  );
  const parents = await knownParents(
    db,
    [...new Set(rows.map((r) => r.product.categoryId))],
    [...new Set(rows.map((r) => r.product.sellerId))],
  );
  const kinds = await termKinds(
    db,
    rows.flatMap((r) => (r.product.agronomy ? [...r.product.agronomy.crops, ...r.product.agronomy.targets] : [])),
  );
  const seenVariants = new Set<number>();
  const valid: CsvRow[] = [];
  for (const row of rows) {
    const before = errors.length;
    const bad = (column: string, message: string) => errors.push({ row: row.row, column, message });
    const current = row.productId === null ? undefined : imagesOf.get(row.productId);
    if (row.productId !== null && !current) bad('product_id', messages.adminCsvUnknownProduct);
    if (row.variantId !== null) {
      if (ownerOf.get(row.variantId) !== row.productId) bad('variant_id', messages.adminCsvUnknownVariant);
      else if (seenVariants.has(row.variantId)) bad('variant_id', messages.adminCsvRepeatedVariant);
      seenVariants.add(row.variantId);
    }
    if (!parents.categories.has(row.product.categoryId)) bad('category_id', messages.adminCategoryNotFound);
    if (!parents.sellers.has(row.product.sellerId)) bad('seller_id', messages.adminSellerNotFound);
    const images = row.product.images ?? [];
    const allowed = (key: string) => (current ? current.includes(key) : UPLOADED_KEY.test(key));
    if (images.some((key) => !allowed(key))) bad('images', messages.adminCsvImageUnknown);
    if (row.product.agronomy) {
      const unknown = unknownTerms(kinds, row.product.agronomy);
      if (unknown.crops.length > 0) bad('crops', messages.adminCropUnknown(unknown.crops.join(', ')));
      if (unknown.targets.length > 0) bad('targets', messages.adminTargetUnknown(unknown.targets.join(', ')));
    }
    if (errors.length === before) valid.push(row);
  }
  errors.sort((a, b) => a.row - b.row);

  const groups = new Map<string, ProductGroup>();
  for (const row of valid) {
    const key = row.productId === null ? `ref:${row.productRef}` : `id:${row.productId}`;
    const group = groups.get(key) ?? { key, productId: row.productId, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const summary: ImportSummary = {
    dryRun: options.dryRun,
    rows: table.length - 1,
    productsCreated: [...groups.values()].filter((g) => g.productId === null).length,
    productsUpdated: 0,
    variantsCreated: valid.filter((r) => r.variantId === null).length,
    variantsUpdated: 0,
    errors,
  };
  if (errors.length > 0 && !options.dryRun) {
    const count = new Set(errors.map((e) => e.row)).size;
    const code = count === 1 ? 'adminCsvRowHasErrors' : 'adminCsvRowsHaveErrors';
    throw new Refusal(400, code, { count }, { errorDetails: errors });
  }
  if (options.dryRun) return summary;

  await db.transaction(async (tx) => {
    const counts = await writeGroups(tx, [...groups.values()], kinds);
    summary.productsUpdated = counts.productsUpdated;
    summary.variantsUpdated = counts.variantsUpdated;
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'products.import',
      entity: 'product',
      entityId: null,
      after: {
        rows: summary.rows,
        productsCreated: summary.productsCreated,
        productsUpdated: summary.productsUpdated,
        variantsCreated: summary.variantsCreated,
        variantsUpdated: summary.variantsUpdated,
        productIds: counts.productIds,
      },
    });
  });
  return summary;
}

/** Writes the checked groups: new products in one insert, changed rows one by one. */
async function writeGroups(
  tx: Tx,
  groups: ProductGroup[],
  kinds: Awaited<ReturnType<typeof termKinds>>,
): Promise<{ productsUpdated: number; variantsUpdated: number; productIds: number[] }> {
  const fresh = groups.filter((g) => g.productId === null);
  const old = groups.filter((g) => g.productId !== null);
  const productIds: number[] = [];

  if (fresh.length > 0) {
    const inserted = await tx
      .insert(products)
      .values(
        fresh.map((g) => ({
          ...productColumns(g.rows[0]!.product),
          name: newProductName(g.rows[0]!.product),
          images: g.rows[0]!.product.images ?? [],
          ...newAgronomy(g.rows[0]!),
          ratingCounts: { ...EMPTY_RATINGS },
        })),
      )
      .returning({ id: products.id });
    const rows = fresh.flatMap((g, i) =>
      g.rows.map((row, position) => ({ ...variantColumns(row.variant), productId: inserted[i]!.id, position })),
    );
    await tx.insert(variants).values(rows);
    productIds.push(...inserted.map((r) => r.id));
    const links = fresh.flatMap((g, i) => {
      const agronomy = g.rows[0]!.product.agronomy;
      const slugs = agronomy ? [...agronomy.crops, ...agronomy.targets] : [];
      return slugs.map((slug) => ({ productId: inserted[i]!.id, termId: kinds.get(slug)!.id }));
    });
    if (links.length > 0) await tx.insert(productAgronomyTerms).values(links);
  }

  let productsUpdated = 0;
  let variantsUpdated = 0;
  if (old.length > 0) {
    const ids = old.map((g) => g.productId!);
    const currentProducts = new Map(
      (await tx.select().from(products).where(inArray(products.id, ids)).for('update')).map((p) => [p.id, p]),
    );
    const currentTerms = await cropsAndTargets(tx, ids);
    const currentVariants = new Map(
      (await tx.select().from(variants).where(inArray(variants.productId, ids))).map((v) => [v.id, v]),
    );
    // A variant held by lot counts its stock from its lots: the inventory column cannot set it.
    const byLot = await lotHeld(tx, [...currentVariants.keys()]);
    for (const group of old) {
      const productId = group.productId!;
      const first = group.rows[0]!.product;
      const columns = { ...productColumns(first), images: first.images ?? currentProducts.get(productId)!.images };
      const now = currentProducts.get(productId)!;
      const stored = {
        title: now.title,
        brand: now.brand,
        description: now.description,
        application: now.application,
        features: now.features,
        dosage: now.dosage,
        categoryId: now.categoryId,
        sellerId: now.sellerId,
        status: now.status,
        cropTags: now.cropTags,
        images: now.images,
        ...(first.label ? { label: now.label } : {}),
      };
      // A blank applications cell leaves the number as it is.
      const applications = group.rows[0]!.applications ?? now.agronomy.applications;
      const agronomy = first.agronomy && { ...first.agronomy, applications };
      const agronomyChanged =
        agronomy !== undefined &&
        !sameJson(comparable({ ...now.agronomy, ...(currentTerms.get(productId) ?? NO_TERMS) }), comparable(agronomy));
      // Without the agronomy columns, the calculator's may still change the number of applications.
      const applicationsChanged = agronomy === undefined && applications !== now.agronomy.applications;
      if (!sameJson(stored, columns) || agronomyChanged || applicationsChanged) {
        await tx
          .update(products)
          .set({
            ...columns,
            ...(applicationsChanged ? { agronomy: { ...now.agronomy, applications } } : {}),
            updatedAt: new Date(),
          })
          .where(eq(products.id, productId));
        if (agronomy && agronomyChanged) await writeAgronomy(tx, productId, agronomy, kinds);
        productsUpdated++;
        productIds.push(productId);
      }
      let position: number | null = null;
      for (const row of group.rows) {
        const wanted = variantColumns(row.variant);
        if (row.variantId === null) {
          position ??= await nextVariantPosition(tx, productId);
          await tx.insert(variants).values({ ...wanted, productId, position: position++ });
          continue;
        }
        const v = currentVariants.get(row.variantId)!;
        if (byLot.has(v.id)) wanted.inventory = v.inventory;
        const have = {
          name: v.name,
          price: v.price,
          salePrice: v.salePrice,
          inventory: v.inventory,
          isProductAvailable: v.isProductAvailable,
          height: Number(v.height),
          length: Number(v.length),
          width: Number(v.width),
          weight: Number(v.weight),
          ...(wanted.packSize === undefined ? {} : { packSize: v.packSize }),
        };
        if (!sameJson(have, wanted)) {
          await tx.update(variants).set(wanted).where(eq(variants.id, row.variantId));
          variantsUpdated++;
        }
      }
    }
  }
  await refuseUnlicensed(tx, productIds);
  return { productsUpdated, variantsUpdated, productIds };
}
