import { sql } from 'drizzle-orm';
import { AGRONOMY_PAGE_PRODUCTS, CROP_NEEDS, type CropPageResponse, type ProblemPageResponse } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

const ACTIVE = 'ACTIVE';

/** An agronomy_terms row `t` as the contract's agronomyTerm. */
const TERM_JSON = sql.raw(`json_build_object('slug', t.slug, 'kind', t.kind, 'name', t.name,
  'imageUrl', t.image_url, 'commonNames', t.common_names, 'romanised', t.romanised)`);

/**
 * A product's need for its crop: protection when it controls a pest, disease or weed, else by
 * the top of its category (seeds; fertilisers, growth promoters and organic inputs are
 * nutrition); what is left (irrigation, tools) is a tool.
 */
const NEED = sql.raw(`CASE
  WHEN EXISTS (SELECT 1 FROM product_agronomy_terms x JOIN agronomy_terms xt ON xt.id = x.term_id
               WHERE x.product_id = p.id AND xt.kind <> 'crop') THEN 'protection'
  WHEN r.root_slug = 'seeds' THEN 'seeds'
  WHEN r.root_slug IN ('fertilizers', 'plant-growth', 'organic-farming') THEN 'nutrition'
  ELSE 'tools' END`);

/** Every category with the slug of the top-level category it lies under. */
const ROOTS = sql.raw(`WITH RECURSIVE r (id, root_slug) AS (
    SELECT id, slug FROM categories WHERE parent_id IS NULL
    UNION ALL SELECT c.id, r.root_slug FROM categories c JOIN r ON c.parent_id = r.id)`);

/** The slugs of one kind's terms that product `p` names, in the reference table's order. */
const termSlugsOf = (crops: boolean) =>
  sql.raw(`ARRAY(SELECT t.slug FROM product_agronomy_terms pt2 JOIN agronomy_terms t ON t.id = pt2.term_id
    WHERE pt2.product_id = p.id AND t.kind ${crops ? '=' : '<>'} 'crop' ORDER BY t.id)`);

/** The crop and problem pages' reads: a few hundred rows at most, kept by the catalogue's answer cache. */
export function agronomyPagesRepository(db: Db) {
  return {
    async cropPage(slug: string): Promise<CropPageResponse | null> {
      const [crop] = await queryRows<{ id: number; term: CropPageResponse['crop'] }>(
        db,
        sql`SELECT t.id, ${TERM_JSON} AS term FROM agronomy_terms t WHERE t.slug = ${slug} AND t.kind = 'crop'`,
      );
      if (!crop) return null;
      const rows = await queryRows<{ need: CropPageResponse['groups'][number]['need']; total: number; card: string }>(
        db,
        sql`${ROOTS}, picked AS (
              SELECT p.id, ${NEED} AS need, p.created_at
              FROM product_agronomy_terms pt
              JOIN products p ON p.id = pt.product_id AND p.status = ${ACTIVE}
              JOIN r ON r.id = p.category_id
              WHERE pt.term_id = ${crop.id}),
            ranked AS (
              SELECT id, need, count(*) OVER (PARTITION BY need)::int AS total,
                     row_number() OVER (PARTITION BY need ORDER BY created_at DESC, id DESC) AS n
              FROM picked)
            SELECT k.need, k.total,
                   (product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)::jsonb
                     || jsonb_build_object('controls', ${termSlugsOf(false)}))::text AS card
            FROM ranked k JOIN products p ON p.id = k.id
            WHERE k.n <= ${AGRONOMY_PAGE_PRODUCTS}
            ORDER BY k.need, k.n`,
      );
      const groups = CROP_NEEDS.map((need) => {
        const ofNeed = rows.filter((row) => row.need === need);
        return {
          need,
          total: ofNeed[0]?.total ?? 0,
          products: ofNeed.map((row) => JSON.parse(row.card) as CropPageResponse['groups'][number]['products'][number]),
        };
      }).filter((group) => group.total > 0);
      return { crop: crop.term, groups };
    },

    async problemPage(slug: string): Promise<ProblemPageResponse | null> {
      const [problem] = await queryRows<{ id: number; term: ProblemPageResponse['problem'] }>(
        db,
        sql`SELECT t.id, (${TERM_JSON}::jsonb || jsonb_build_object('about', t.about)) AS term
            FROM agronomy_terms t WHERE t.slug = ${slug} AND t.kind <> 'crop'`,
      );
      if (!problem) return null;
      const [found] = await queryRows<{ total: number; crops: string[] | null; products: string | null }>(
        db,
        sql`WITH controlling AS (
              SELECT p.id, p.created_at FROM product_agronomy_terms pt
              JOIN products p ON p.id = pt.product_id AND p.status = ${ACTIVE}
              WHERE pt.term_id = ${problem.id}),
            newest AS (SELECT id FROM controlling ORDER BY created_at DESC, id DESC LIMIT ${AGRONOMY_PAGE_PRODUCTS})
            SELECT (SELECT count(*)::int FROM controlling) AS total,
              (SELECT array_agg(slug ORDER BY n DESC, slug) FROM (
                SELECT t.slug, count(*) AS n FROM controlling c
                JOIN product_agronomy_terms pc ON pc.product_id = c.id
                JOIN agronomy_terms t ON t.id = pc.term_id AND t.kind = 'crop'
                GROUP BY t.slug) AS seen) AS crops,
              (SELECT json_agg(
                  product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)::jsonb
                  || jsonb_build_object('dosePerAcre', p.agronomy->'dosePerAcre', 'dosePerLitre', p.agronomy->'dosePerLitre',
                                        'crops', ${termSlugsOf(true)})
                  ORDER BY p.created_at DESC, p.id DESC)::text
                FROM newest JOIN products p ON p.id = newest.id) AS products`,
      );
      return {
        problem: problem.term,
        crops: found?.crops ?? [],
        total: found?.total ?? 0,
        products: found?.products ? (JSON.parse(found.products) as ProblemPageResponse['products']) : [],
      };
    },
  };
}

export type AgronomyPagesRepository = ReturnType<typeof agronomyPagesRepository>;
