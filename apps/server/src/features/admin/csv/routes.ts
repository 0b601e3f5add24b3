import { asc, gt, and } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  messages,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FIELD,
  PRODUCT_CSV_MAX_BYTES,
  productExportQuery,
  productImportQuery,
  productImportResponse,
} from '@krishi/contract';
import { products } from '../../../db/schema.js';
import { productFilter, productsWithVariants } from '../catalogue/products.js';
import { readUpload } from '../upload.js';
import { productRecords } from './format.js';
import { importProducts } from './import.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** Products read per query while exporting. */
const EXPORT_BATCH = 500;

/** Bulk export and import of products as CSV, one row per variant (PRODUCT_CSV_COLUMNS). */
const adminCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // A script may post the file itself as the body.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products/export.csv',
    {
      schema: {
        tags,
        summary: 'Every product (or those the filters match) with its variants as CSV, one row per variant',
        description: `Columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. Prices in rupees; lists separated by |.`,
        security,
        querystring: productExportQuery,
        response: { 200: z.string().describe('text/csv'), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const where = productFilter(request.query);
      const lines: string[][] = [[...PRODUCT_CSV_COLUMNS]];
      let after = 0;
      for (;;) {
        const batch = await db
          .select()
          .from(products)
          .where(and(where, gt(products.id, after)))
          .orderBy(asc(products.id))
          .limit(EXPORT_BATCH);
        if (batch.length === 0) break;
        for (const product of await productsWithVariants(db, batch)) lines.push(...productRecords(product));
        after = batch[batch.length - 1]!.id;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(stringify(lines));
    },
  );

  app.post(
    '/products/import',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: {
        tags,
        summary: 'Imports products from CSV: dryRun=true lists every bad row; a real run writes all rows or none',
        description:
          `multipart/form-data with the file in \`${PRODUCT_CSV_FIELD}\`, or the CSV as a text/csv body; at most ` +
          `${PRODUCT_CSV_MAX_BYTES} bytes (413 beyond). A real run with bad rows answers 400 with them in errorDetails.`,
        consumes: ['multipart/form-data', 'text/csv'],
        security,
        querystring: productImportQuery,
        response: { 200: productImportResponse, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(app, request, PRODUCT_CSV_FIELD, PRODUCT_CSV_MAX_BYTES);
      if (!upload.ok) {
        return upload.reason === 'too-large'
          ? reply.code(413).send({ message: messages.adminCsvTooLarge })
          : reply.code(400).send({ message: messages.adminCsvInvalid });
      }
      const { dryRun } = request.query;
      const outcome = await importProducts(db, upload.bytes.toString('utf8'), { dryRun, actorId: request.user.id });
      if (!outcome.ok) {
        return reply
          .code(outcome.status)
          .send({ message: outcome.message, ...(outcome.errors.length ? { errorDetails: outcome.errors } : {}) });
      }
      if (!dryRun) app.catalogueCache.clear();
      const { summary } = outcome;
      const message = summary.errors.length
        ? messages.adminCsvHasErrors(new Set(summary.errors.map((e) => e.row)).size)
        : dryRun
          ? messages.adminCsvChecked
          : messages.adminCsvImported(summary.rows);
      return { message, data: summary };
    },
  );
};

export default adminCsvRoutes;
