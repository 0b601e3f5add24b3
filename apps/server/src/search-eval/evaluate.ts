import type { FastifyInstance } from 'fastify';
import { productListResponse } from '@krishi/contract';
import type { Database } from '../db/client.js';
import { CATEGORIES } from '../seed/catalogue-data.js';
import { EVAL_KINDS, type EvalKind, type EvalQuery } from './queries.js';

/** What the evaluation knows of a product: the stable parts a query names. */
interface Known {
  generic: string;
  categories: string[];
  brand: string;
}

/** The categories (leaf and root slugs of catalogue-data.ts) of each template, by generic name. */
const CATEGORIES_OF = new Map<string, string[]>(
  CATEGORIES.flatMap((root) =>
    root.children.flatMap((leaf) => leaf.products.map((p) => [p.generic.en, [leaf.slug, root.slug]] as const)),
  ),
);

async function knownProducts(database: Database): Promise<Map<number, Known>> {
  const rows = await database.rawTransaction((tx) =>
    tx.query<{ id: number; name: string; brand: string }>(
      "SELECT id, name, brand->>'en' AS brand FROM products WHERE status = 'ACTIVE'",
    ),
  );
  return new Map(
    rows.map((r) => [r.id, { generic: r.name, categories: CATEGORIES_OF.get(r.name) ?? [], brand: r.brand }]),
  );
}

function isFound(query: EvalQuery, product: Known | undefined): boolean {
  if (!product) return false;
  return (
    (query.generics?.includes(product.generic) ?? false) ||
    (query.categories?.some((c) => product.categories.includes(c)) ?? false) ||
    (query.brands?.includes(product.brand) ?? false)
  );
}

export interface QueryResult {
  query: EvalQuery;
  /** 1-based position of the first product that counts as found; null when not in the first 20. */
  rank: number | null;
}

export interface KindScore {
  kind: EvalKind | 'overall';
  queries: number;
  top4: number;
  top20: number;
}

/** Runs every query through the product-list route, as the search page and the suggestions do. */
export async function evaluateSearch(
  app: FastifyInstance,
  database: Database,
  queries: readonly EvalQuery[],
): Promise<QueryResult[]> {
  const known = await knownProducts(database);
  const results: QueryResult[] = [];
  for (const query of queries) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/eproduct/products?pageNum=0&pageSize=20',
      payload: { status: 'ACTIVE', searchString: query.q },
    });
    if (response.statusCode !== 200) throw new Error(`'${query.q}' answered ${response.statusCode}`);
    const page = productListResponse.parse(response.json());
    const at = page.content.findIndex((p) => isFound(query, known.get(p.id)));
    results.push({ query, rank: at === -1 ? null : at + 1 });
  }
  return results;
}

/** Shares of queries found in the first 4 (the suggestions) and the first 20, per kind and overall. */
export function scoreByKind(results: readonly QueryResult[]): KindScore[] {
  const score = (kind: KindScore['kind'], of: readonly QueryResult[]): KindScore => ({
    kind,
    queries: of.length,
    top4: of.filter((r) => r.rank !== null && r.rank <= 4).length / Math.max(1, of.length),
    top20: of.filter((r) => r.rank !== null).length / Math.max(1, of.length),
  });
  return [
    ...EVAL_KINDS.map((kind) =>
      score(
        kind,
        results.filter((r) => r.query.kind === kind),
      ),
    ),
    score('overall', results),
  ];
}
