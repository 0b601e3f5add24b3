import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FIELD,
  PRODUCT_CSV_MAX_BYTES,
  productExportQuery,
  productImportQuery,
  productImportResponse,
} from '@krishi/contract';
import { adminSchema, answers } from '../schema.js';
import { readUpload } from '../upload.js';
import type { AdminCsvRepository } from './repository.js';

/** Bulk export and import of products as CSV, one row per variant (PRODUCT_CSV_COLUMNS). */
const adminCsvRoutes: FastifyPluginAsyncZod<{ csv: AdminCsvRepository }> = async (app, { csv }) => {
  // A script may post the file itself as the body.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products/export.csv',
    {
      schema: adminSchema('Every product (or those the filters match) with its variants as CSV, one row per variant', {
        description: `Columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. Prices in rupees; lists separated by |.`,
        querystring: productExportQuery,
        response: answers(z.string().describe('text/csv'), 400),
      }),
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(stringify(await csv.exportRecords(request.query))),
  );

  app.post(
    '/products/import',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: adminSchema(
        'Imports products from CSV: dryRun=true lists every bad row; a real run writes all rows or none',
        {
          description:
            `multipart/form-data with the file in \`${PRODUCT_CSV_FIELD}\`, or the CSV as a text/csv body; at most ` +
            `${PRODUCT_CSV_MAX_BYTES} bytes (413 beyond). A real run with bad rows answers 400 with them in errorDetails.`,
          consumes: ['multipart/form-data', 'text/csv'],
          querystring: productImportQuery,
          response: answers(productImportResponse, 400, 413),
        },
      ),
    },
    async (request) => {
      const refusals = { missing: 'adminCsvInvalid', tooLarge: 'adminCsvTooLarge' } as const;
      const upload = await readUpload(app, request, PRODUCT_CSV_FIELD, PRODUCT_CSV_MAX_BYTES, refusals);
      const { dryRun } = request.query;
      const summary = await csv.import(upload.toString('utf8'), { dryRun, actorId: request.user.id });
      if (!dryRun) app.catalogueCache.clear();
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
