// The benchmark's yardsticks, in a process of their own so the storefront server carries no
// bench-only route: a ceiling (a bare Fastify route sending a prebuilt buffer the size of a
// 40-product page) and a floor (a plain route running the listing query and count(*) on the same
// PGlite database and stringifying the rows, as a straightforward implementation would).
// With BENCH_CEILING_PAGE (a file holding the page), the ceiling alone, without a database: it
// runs beside the storefront server, so the two can be measured in turn.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';

const dataDir = process.env.BENCH_DB;
const ceilingPage = process.env.BENCH_CEILING_PAGE;
const port = Number(process.env.PORT);
const db = ceilingPage ? null : await PGlite.create({ dataDir, extensions: { pg_trgm } });

const SUBTREE = `
  WITH RECURSIVE sub (id) AS (
    SELECT $1::int UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id WHERE c.status = 'ACTIVE')
  SELECT array_agg(id) AS ids FROM sub`;

/** The listing as a first implementation writes it: filter, sort, offset, and count the same filter. */
async function listing(categoryId, sellerId, pageNum, pageSize) {
  const where = ["p.status = 'ACTIVE'"];
  const params = [];
  if (categoryId) {
    params.push((await db.query(SUBTREE, [categoryId])).rows[0].ids);
    where.push(`p.category_id = ANY($${params.length}::int[])`);
  }
  if (sellerId) {
    params.push(sellerId);
    where.push(`p.seller_id = $${params.length}`);
  }
  const filter = where.join(' AND ');
  const rows = (
    await db.query(
      `SELECT p.id, p.title, p.brand, p.images, p.seller_id AS "sellerId", p.category_id AS "categoryId",
         coalesce((SELECT json_agg(v ORDER BY v.position, v.id) FROM variants v WHERE v.product_id = p.id), '[]') AS variants
       FROM products p WHERE ${filter}
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${pageSize} OFFSET ${pageNum * pageSize}`,
      params,
    )
  ).rows;
  const total = (await db.query(`SELECT count(*)::int AS n FROM products p WHERE ${filter}`, params)).rows[0].n;
  return { content: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalElements: total };
}

const page = ceilingPage ? fs.readFileSync(ceilingPage) : Buffer.from(JSON.stringify(await listing(null, null, 0, 40)));

const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
if (db)
  app.post('/floor', async (request, reply) => {
    const pageNum = Math.max(0, Math.trunc(Number(request.query.pageNum ?? 0)));
    const pageSize = Math.min(100, Math.max(1, Math.trunc(Number(request.query.pageSize ?? 40))));
    const body = request.body ?? {};
    const json = JSON.stringify(
      await listing(Number(body.categoryId) || 0, Number(body.sellerId) || 0, pageNum, pageSize),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });
await app.listen({ host: '127.0.0.1', port });
console.log(`ready ${page.length}`);
