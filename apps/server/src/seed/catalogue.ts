import { slugify, type DoseRate, type ProductLabel } from '@krishi/contract';
import type { Database, RawTransaction } from '../db/client.js';
import { clearMediaCache } from '../features/media/cache.js';
import {
  BRANDS,
  CATEGORIES,
  CROPS,
  PROMOTIONS,
  TRADE_SUFFIXES,
  TRADE_WORDS,
  servedStates,
  type BrandSeed,
  type EquipmentPack,
  type Kind,
  type LeafCategory,
  type PackSpec,
  type ProductTemplate,
  type Text,
} from './catalogue-data.js';
import { AGRONOMY_ABOUT } from './agronomy-about.js';
import { AGRONOMY_TERMS, CROP_SLUGS } from './agronomy-terms.js';
import { seedLabel, seedLicences } from './labels.js';
import { seedLots } from './lots.js';
import { createRandom, type Random } from './random.js';
import { TEMPLATE_AGRONOMY, type TemplateAgronomy } from './template-agronomy.js';
import { KIND_TEXTS, productTexts } from './texts.js';

export interface CatalogueSeedOptions {
  /** DATA_DIR: media rendered for an earlier catalogue is dropped there. */
  dataDir: string;
  products?: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
const SEED = 20_241_122;
/** Rows per INSERT: large enough to amortise a round trip, small enough for PGlite's memory. */
const BATCH = 2_000;
const DAY_MS = 86_400_000;
/** Products were listed over these many days before today. */
const HISTORY_DAYS = 240;

interface Leaf {
  id: number;
  root: string;
  category: LeafCategory;
}

interface Brand {
  id: number;
  seed: BrandSeed;
}

/** One variant as written: a pack size, its prices in paise, stock and shipping size. */
export interface VariantRow {
  name: Text;
  price: number;
  salePrice: number | null;
  inventory: number;
  isProductAvailable: boolean;
  length: number;
  width: number;
  height: number;
  weight: number;
  /** What the pack holds in a dose unit; null for a tool or a 'pack of 10'. */
  packSize: DoseRate | null;
}

export interface ProductRow {
  sellerId: number;
  categoryId: number;
  name: string;
  title: Text;
  brand: Text;
  description: Text;
  application: Text;
  features: Text;
  dosage: Text;
  imageCount: number;
  cropTags: string[];
  /** What the products table keeps of its agronomy; its crops and targets are `termSlugs`. */
  agronomy: StoredAgronomy;
  termSlugs: string[];
  label: ProductLabel;
  createdAt: Date;
  variants: VariantRow[];
}

/** The products table's agronomy column: the targets are rows of product_agronomy_terms. */
type StoredAgronomy = Omit<TemplateAgronomy, 'targets'>;

const NO_AGRONOMY: StoredAgronomy = {
  ingredients: [],
  cropStage: null,
  dosePerAcre: null,
  dosePerLitre: null,
  applications: 1,
};
const storedAgronomy = new Map<TemplateAgronomy, StoredAgronomy>();

function stored(agronomy: TemplateAgronomy): StoredAgronomy {
  let kept = storedAgronomy.get(agronomy);
  if (!kept) {
    const { ingredients, cropStage, dosePerAcre, dosePerLitre, applications } = agronomy;
    kept = { ingredients, cropStage, dosePerAcre, dosePerLitre, applications };
    storedAgronomy.set(agronomy, kept);
  }
  return kept;
}

/**
 * Writes the demo catalogue: categories, brands, products with variants and promotions.
 * The same options always give the same rows (a seeded PRNG), and the first N products of a
 * larger run are the products of a run with N. Everything happens in one transaction, and the
 * database is vacuumed after it.
 */
export async function seedCatalogue(database: Database, opts: CatalogueSeedOptions): Promise<void> {
  const total = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const random = createRandom(SEED);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await database.rawTransaction(async (tx) => {
    const termIds = await upsertAgronomyTerms(tx);
    const leaves = await insertCategories(tx);
    const brands = await insertSellers(tx, random);
    await insertPromotions(tx, leaves);
    const plan = productPlan(leaves, brands);
    for (let start = 0; start < total; start += BATCH) {
      const rows: ProductRow[] = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) rows.push(makeProduct(i, plan, random, today));
      await insertProducts(tx, rows, termIds);
    }
    await seedLots(tx);
  });
  await database.vacuum();
  await clearMediaCache(opts.dataDir);
}

/**
 * The reference terms, written over what the table holds when they differ (they are reference
 * data, kept in code: seeding, and every start, bring the table up to date): slug to id. An
 * unchanged table is not written, as a write moves every process's catalogue generation.
 */
export async function upsertAgronomyTerms(tx: RawTransaction): Promise<Map<string, number>> {
  const terms = JSON.stringify(
    AGRONOMY_TERMS.map((term) => ({
      ...term,
      about: AGRONOMY_ABOUT[term.slug] ?? null,
      imageUrl: `agronomy/${term.slug}`,
    })),
  );
  const [stale] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jsonb_array_elements($1::jsonb) AS e
     LEFT JOIN agronomy_terms t ON t.slug = e->>'slug'
     WHERE t.id IS NULL OR t.kind <> e->>'kind' OR t.name <> e->'name'
        OR t.common_names <> ARRAY(SELECT jsonb_array_elements_text(e->'commonNames'))
        OR t.romanised <> ARRAY(SELECT jsonb_array_elements_text(e->'romanised'))
        OR t.about IS DISTINCT FROM nullif(e->'about', 'null'::jsonb)
        OR t.image_url IS DISTINCT FROM e->>'imageUrl'`,
    [terms],
  );
  if ((stale?.n ?? 0) > 0) {
    await tx.query(
      `INSERT INTO agronomy_terms (slug, kind, name, common_names, romanised, about, image_url)
       SELECT e->>'slug', e->>'kind', e->'name',
              ARRAY(SELECT jsonb_array_elements_text(e->'commonNames')),
              ARRAY(SELECT jsonb_array_elements_text(e->'romanised')),
              nullif(e->'about', 'null'::jsonb), e->>'imageUrl'
       FROM jsonb_array_elements($1::jsonb) AS e
       ON CONFLICT (slug) DO UPDATE SET kind = excluded.kind, name = excluded.name,
         common_names = excluded.common_names, romanised = excluded.romanised, about = excluded.about,
         image_url = excluded.image_url`,
      [terms],
    );
  }
  const rows = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM agronomy_terms');
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertCategories(tx: RawTransaction): Promise<Leaf[]> {
  const leaves: Leaf[] = [];
  for (const [position, root] of CATEGORIES.entries()) {
    const [parent] = await tx.query<{ id: number }>(
      'INSERT INTO categories (name, slug, position) VALUES ($1::jsonb, $2, $3) RETURNING id',
      [JSON.stringify(root.name), slugify(root.name.en), position],
    );
    if (!parent) throw new Error('category insert returned nothing');
    for (const [childPosition, child] of root.children.entries()) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO categories (parent_id, name, slug, position) VALUES ($1, $2::jsonb, $3, $4) RETURNING id',
        [parent.id, JSON.stringify(child.name), slugify(child.name.en), childPosition],
      );
      if (!row) throw new Error('category insert returned nothing');
      leaves.push({ id: row.id, root: root.slug, category: child });
    }
  }
  await tx.query("UPDATE categories SET image_url = 'categories/c' || id WHERE image_url IS NULL");
  return leaves;
}

async function insertSellers(tx: RawTransaction, random: Random): Promise<Brand[]> {
  const rows = BRANDS.map((brand, position) => ({
    name: JSON.stringify(brand.name),
    slug: slugify(brand.name.en),
    business: brand.business,
    care: `1800-${random.int(100, 599)}-${random.int(1000, 9999)}`,
    pincode: brand.pincode,
    state: brand.state,
    served: `{${servedStates(brand.state, random.chance(0.35))
      .map((s) => `"${s}"`)
      .join(',')}}`,
    position,
  }));
  const inserted = await tx.query<{ id: number; slug: string }>(
    `INSERT INTO sellers (name, slug, business_name, customer_care_number, pincode, state, served_states, position)
     SELECT n::jsonb, s, b, c, p, st, ss::text[], pos
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
       AS t(n, s, b, c, p, st, ss, pos)
     RETURNING id, slug`,
    [
      rows.map((r) => r.name),
      rows.map((r) => r.slug),
      rows.map((r) => r.business),
      rows.map((r) => r.care),
      rows.map((r) => r.pincode),
      rows.map((r) => r.state),
      rows.map((r) => r.served),
      rows.map((r) => r.position),
    ],
  );
  await tx.query("UPDATE sellers SET image = 'brands/b' || id WHERE image IS NULL");
  await tx.query(
    `UPDATE sellers SET licences = l::jsonb FROM unnest($1::text[], $2::text[]) AS t(s, l) WHERE sellers.slug = t.s`,
    [rows.map((r) => r.slug), BRANDS.map((brand, position) => JSON.stringify(seedLicences(position, brand)))],
  );
  const bySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  return BRANDS.map((seed) => {
    const id = bySlug.get(slugify(seed.name.en));
    if (id === undefined) throw new Error(`seller ${seed.name.en} was not inserted`);
    return { id, seed };
  });
}

async function insertPromotions(tx: RawTransaction, leaves: Leaf[]): Promise<void> {
  const categories = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM categories');
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));
  const leafSlugs = new Map(leaves.map((l) => [l.category.slug, slugify(l.category.name.en)]));
  const rootSlugs = new Map(CATEGORIES.map((r) => [r.slug, slugify(r.name.en)]));
  const urls = PROMOTIONS.map((p) => {
    if (p.search) return `/search?query=${encodeURIComponent(p.search)}`;
    const slug = rootSlugs.get(p.categorySlug ?? '') ?? leafSlugs.get(p.categorySlug ?? '');
    const id = slug ? idOf.get(slug) : undefined;
    if (!slug || id === undefined) throw new Error(`promotion category ${p.categorySlug} is not in the tree`);
    return `/products/${slug}/${id}`;
  });
  await tx.query(
    `INSERT INTO promotions (title, image_url, on_click_url, position)
     SELECT t::jsonb, '', u, pos FROM unnest($1::text[], $2::text[], $3::int[]) AS x(t, u, pos)`,
    [PROMOTIONS.map((p) => JSON.stringify(p.title)), urls, PROMOTIONS.map((_, i) => i)],
  );
  await tx.query("UPDATE promotions SET image_url = 'promotions/banner-' || id WHERE image_url = ''");
}

interface PlanEntry {
  leaf: Leaf;
  template: ProductTemplate;
  brands: Brand[];
}

/** Every template of every category, interleaved so that even a small catalogue covers them all. */
function productPlan(leaves: Leaf[], brands: Brand[]): PlanEntry[] {
  const perLeaf = leaves.map((leaf) => {
    const sellers = brands.filter((b) => b.seed.sells.includes(leaf.root));
    if (sellers.length === 0) throw new Error(`no brand sells ${leaf.root}`);
    return leaf.category.products.map((template) => ({ leaf, template, brands: sellers }));
  });
  const plan: PlanEntry[] = [];
  const longest = Math.max(...perLeaf.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const entries of perLeaf) {
      const entry = entries[i];
      if (entry) plan.push(entry);
    }
  }
  return plan;
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function productTitle(kind: Kind, generic: Text, random: Random): Text {
  const k = KIND_TEXTS[kind];
  if (k.titleStyle === 'code') {
    const letters = generic.en
      .replace(/\(.*?\)/g, '')
      .split(/[\s-]+/)
      .filter((w) => /^[A-Za-z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    const code = `${letters}-${random.int(101, 999)}`;
    return { en: `${generic.en} ${code}`, kn: `${generic.kn} ${code}` };
  }
  const word = random.pick(TRADE_WORDS);
  const suffix = random.pick(TRADE_SUFFIXES);
  const parts = (l: 'en' | 'kn') => [word[l], suffix[l], generic[l], k.noun?.[l] ?? ''].filter(Boolean).join(' ');
  return { en: parts('en'), kn: parts('kn') };
}

function makeProduct(index: number, plan: PlanEntry[], random: Random, today: number): ProductRow {
  const entry = plan[index % plan.length];
  if (!entry) throw new Error('empty product plan');
  const { leaf, template } = entry;
  const kind = leaf.category.kind;
  const brand = random.pick(entry.brands);
  const title = productTitle(kind, template.generic, random);
  const cropKeys = random.sample(template.crops, random.int(Math.min(2, template.crops.length), 4));
  const crops = cropKeys.map((c) => CROPS[c] ?? { en: c, kn: c });
  const texts = productTexts(kind, {
    title,
    brand: brand.seed.name,
    crops: {
      en: joinList(
        crops.map((c) => c.en),
        'and',
      ),
      kn: joinList(
        crops.map((c) => c.kn),
        'ಮತ್ತು',
      ),
    },
    use: template.use,
    dose: template.dose,
  });

  const count = random.int(1, template.packs.length);
  const first = random.int(0, template.packs.length - count);
  const priceFactor = 0.88 + random.next() * 0.27;
  // One product in 25 has no stock at all, so even a small test catalogue has some.
  const soldOut = index % 25 === 7;
  const variants = template.packs
    .slice(first, first + count)
    .map((spec) => makeVariant(spec, kind, priceFactor, soldOut, random));
  const [lead] = variants;
  if (!soldOut && lead && variants.every((v) => v.inventory === 0)) lead.inventory = random.int(1, 40);

  const createdAt = new Date(today - random.next() * HISTORY_DAYS * DAY_MS);
  // Tools and animal products have no agronomy; the rest keep the crops picked above.
  const agronomy = TEMPLATE_AGRONOMY[template.generic.en];
  return {
    sellerId: brand.id,
    categoryId: leaf.id,
    name: template.generic.en,
    title,
    brand: brand.seed.name,
    ...texts,
    imageCount: Math.max(2, variants.length),
    cropTags: cropKeys,
    agronomy: agronomy ? stored(agronomy) : NO_AGRONOMY,
    termSlugs: agronomy ? [...cropKeys.filter((c) => CROP_SLUGS.has(c)), ...agronomy.targets] : [],
    label: seedLabel(index, kind, template, agronomy, today),
    createdAt,
    variants,
  };
}

interface Pack {
  label: Text;
  /** What it holds in a dose unit, when it is measured in one. */
  size?: DoseRate;
  rupees: number;
  weightKg: number;
  dims: readonly [number, number, number];
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** 'qty unit@rupees' to a label in both languages and a shipping size that fits the quantity. */
export function parsePack(spec: PackSpec): Pack {
  if (typeof spec !== 'string') return spec satisfies EquipmentPack;
  const match = /^(pack of )?([\d.]+) ?(g|kg|ml|L|m)?@(\d+)$/.exec(spec);
  if (!match) throw new Error(`bad pack spec ${spec}`);
  const [, packOf, qtyText, unit, rupeesText] = match;
  const qty = Number(qtyText);
  const rupees = Number(rupeesText);
  if (packOf) {
    return {
      label: { en: `Pack of ${qty}`, kn: `${qty}ರ ಪ್ಯಾಕ್` },
      rupees,
      weightKg: round1(0.1 + qty * 0.03),
      dims: [30, 22, round1(4 + qty * 0.15)],
    };
  }
  switch (unit) {
    case 'ml':
    case 'L': {
      const litres = unit === 'ml' ? qty / 1000 : qty;
      const s = Math.cbrt(litres);
      return {
        size: { amount: qty, unit },
        label: unit === 'ml' ? { en: `${qty} ml`, kn: `${qty} ಮಿ.ಲೀ` } : { en: `${qty} L`, kn: `${qty} ಲೀಟರ್` },
        rupees,
        weightKg: Math.round((litres * 1.1 + 0.04) * 1000) / 1000,
        dims: [round1(Math.max(4, 9 * s)), round1(Math.max(4, 7 * s)), round1(Math.max(9, 26 * s))],
      };
    }
    case 'g':
    case 'kg': {
      const kg = unit === 'g' ? qty / 1000 : qty;
      const bag = kg >= 10;
      const label: Text =
        unit === 'g'
          ? { en: `${qty} g`, kn: `${qty} ಗ್ರಾಂ` }
          : bag
            ? { en: `${qty} kg bag`, kn: `${qty} ಕೆ.ಜಿ ಚೀಲ` }
            : { en: `${qty} kg`, kn: `${qty} ಕೆ.ಜಿ` };
      const s = kg >= 5 ? Math.cbrt(kg / 50) : Math.cbrt(kg);
      const dims: [number, number, number] =
        kg >= 5
          ? [round1(90 * s), round1(55 * s), round1(16 * s)]
          : [round1(Math.max(10, 22 * s)), round1(Math.max(7, 15 * s)), round1(Math.max(1, 6 * s))];
      return {
        label,
        size: { amount: qty, unit },
        rupees,
        weightKg: Math.round((kg * 1.01 + 0.02) * 1000) / 1000,
        dims,
      };
    }
    case 'm':
      return {
        label: { en: `${qty} m roll`, kn: `${qty} ಮೀ ರೋಲ್` },
        rupees,
        weightKg: round1(Math.max(1, qty * 0.06)),
        dims: [round1(45 + qty * 0.04), round1(45 + qty * 0.04), 18],
      };
    default:
      throw new Error(`bad pack unit in ${spec}`);
  }
}

const EQUIPMENT: ReadonlySet<Kind> = new Set([
  'irrigation',
  'pump',
  'sprayer',
  'handtool',
  'machine',
  'dairy',
  'garden',
]);

function roundRupees(rupees: number): number {
  return rupees >= 100 ? Math.round(rupees / 5) * 5 : Math.max(1, Math.round(rupees));
}

function makeVariant(spec: PackSpec, kind: Kind, priceFactor: number, soldOut: boolean, random: Random): VariantRow {
  const pack = parsePack(spec);
  const rupees = roundRupees(pack.rupees * priceFactor);
  const discount = random.chance(0.7) ? 0.05 + random.next() * 0.3 : 0;
  const saleRupees = discount > 0 ? Math.min(rupees - 1, Math.round(rupees * (1 - discount))) : null;
  const inStock = !soldOut && !random.chance(0.1);
  const inventory = inStock ? (EQUIPMENT.has(kind) ? random.int(1, 40) : random.int(5, 400)) : 0;
  return {
    name: pack.label,
    price: rupees * 100,
    salePrice: saleRupees === null ? null : saleRupees * 100,
    inventory,
    isProductAvailable: !random.chance(0.02),
    length: pack.dims[0],
    width: pack.dims[1],
    height: pack.dims[2],
    weight: pack.weightKg,
    packSize: 'size' in pack && pack.size ? pack.size : null,
  };
}

/**
 * Texts repeat a lot (features per kind, dosage and agronomy per template, brands, pack sizes): each distinct
 * one is sent once as a JSON array and rows refer to it by position. One JSON parameter is far
 * cheaper to pass to the database than many large text arrays.
 */
class TextDictionary {
  private readonly texts: string[] = [];
  private readonly positions = new Map<string, number>();

  ref(text: Text | StoredAgronomy): number {
    const json = JSON.stringify(text);
    let at = this.positions.get(json);
    if (at === undefined) {
      at = this.texts.push(json) - 1;
      this.positions.set(json, at);
    }
    return at;
  }

  json(): string {
    return `[${this.texts.join(',')}]`;
  }
}

async function insertProducts(tx: RawTransaction, rows: ProductRow[], termIds: Map<string, number>): Promise<void> {
  // Ids are reserved up front so the image keys and the variants can name their product.
  const [reserved] = await tx.query<{ last: string }>(
    "SELECT setval('products_id_seq', nextval('products_id_seq') + $1 - 1) AS last",
    [rows.length],
  );
  const firstId = Number(reserved?.last) - rows.length + 1;
  const ids = rows.map((_, i) => firstId + i);
  const texts = new TextDictionary();
  const ref = (text: Text | StoredAgronomy) => texts.ref(text);
  const records = rows.map((r, i) => [
    ids[i],
    r.sellerId,
    r.categoryId,
    r.name,
    ref(r.title),
    ref(r.brand),
    ref(r.description),
    ref(r.application),
    ref(r.features),
    ref(r.dosage),
    r.imageCount,
    r.cropTags,
    r.createdAt.toISOString(),
    ref(r.agronomy),
    r.label,
  ]);
  await tx.query(
    `WITH d AS MATERIALIZED (SELECT $1::jsonb AS texts),
          r AS (SELECT (e->>0)::int AS id, (e->>1)::int AS seller, (e->>2)::int AS category, e->>3 AS name,
                       (e->>4)::int AS title, (e->>5)::int AS brand, (e->>6)::int AS description,
                       (e->>7)::int AS application, (e->>8)::int AS features, (e->>9)::int AS dosage,
                       (e->>10)::int AS images, e->11 AS crops, (e->>12)::timestamptz AS created,
                       (e->>13)::int AS agronomy, e->14 AS label
                FROM jsonb_array_elements($2::jsonb) AS e)
     INSERT INTO products (id, seller_id, category_id, name, title, brand, description, application, features, dosage,
                           images, crop_tags, agronomy, label, status, created_at, updated_at)
     SELECT r.id, r.seller, r.category, r.name, d.texts->r.title, d.texts->r.brand, d.texts->r.description,
            d.texts->r.application, d.texts->r.features, d.texts->r.dosage,
            ARRAY(SELECT 'products/p' || r.id || '-' || g FROM generate_series(1, r.images) AS g),
            ARRAY(SELECT jsonb_array_elements_text(r.crops)), d.texts->r.agronomy, r.label, 'ACTIVE', r.created,
            r.created
     FROM r CROSS JOIN d`,
    [texts.json(), JSON.stringify(records)],
  );
  const termProducts: number[] = [];
  const terms: number[] = [];
  rows.forEach((r, i) => {
    for (const slug of new Set(r.termSlugs)) {
      const termId = termIds.get(slug);
      if (termId === undefined) throw new Error(`agronomy term ${slug} is not in the reference table`);
      termProducts.push(firstId + i);
      terms.push(termId);
    }
  });
  await tx.query(
    'INSERT INTO product_agronomy_terms (product_id, term_id) SELECT * FROM unnest($1::int[], $2::int[])',
    [termProducts, terms],
  );
  const names = new TextDictionary();
  const variants = rows.flatMap((r, i) =>
    r.variants.map((v, position) => [
      ids[i],
      names.ref(v.name),
      v.price,
      v.salePrice,
      v.inventory,
      v.isProductAvailable,
      v.length,
      v.width,
      v.height,
      v.weight,
      position,
      v.packSize,
    ]),
  );
  await tx.query(
    `WITH d AS MATERIALIZED (SELECT $1::jsonb AS texts)
     INSERT INTO variants (product_id, name, price, sale_price, inventory, is_product_available, length, width, height,
                           weight, position, pack_size)
     SELECT (e->>0)::int, d.texts->((e->>1)::int), (e->>2)::int, (e->>3)::int, (e->>4)::int, (e->>5)::boolean,
            (e->>6)::numeric, (e->>7)::numeric, (e->>8)::numeric, (e->>9)::numeric, (e->>10)::int,
            nullif(e->11, 'null'::jsonb)
     FROM jsonb_array_elements($2::jsonb) AS e CROSS JOIN d`,
    [names.json(), JSON.stringify(variants)],
  );
}
