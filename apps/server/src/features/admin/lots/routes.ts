import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorMessage,
  expiringLotsResponse,
  idParams,
  indiaDate,
  lotImportResponse,
  lotReceipt,
  messages,
  PRODUCT_CSV_FIELD,
  PRODUCT_CSV_MAX_BYTES,
  productImportQuery,
  variantLotsResponse,
  LOT_CSV_COLUMNS,
  type CsvRowError,
} from '@krishi/contract';
import type { ShelfRule } from '../../../lib/lot-stock.js';
import { Refusal } from '../../../lib/refusal.js';
import { adminSchema, answers } from '../schema.js';
import { readUpload } from '../upload.js';
import { readLotsCsv } from './csv.js';
import { receiptProblem, type AdminLotsRepository } from './repository.js';

/** Lots are judged on the Indian calendar day of the request, against MIN_SHELF_DAYS. */
const shelfRule = (app: FastifyInstance): ShelfRule => ({
  today: indiaDate(new Date()),
  minShelfDays: app.env.MIN_SHELF_DAYS,
});

/** The lots CSV upload: a text/csv body is read as the file itself (its own scope: the JSON routes take JSON only). */
const lotsCsvRoute: FastifyPluginAsyncZod<{ lots: AdminLotsRepository }> = async (app, { lots }) => {
  const rule = () => shelfRule(app);
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/lots/import',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: adminSchema(
        'Receives lots from CSV: dryRun=true lists every bad row; a real run receives all rows or none',
        {
          description:
            `Columns: ${LOT_CSV_COLUMNS.join(', ')} (sku may stand for variant_id); dates as YYYY-MM-DD. ` +
            `multipart/form-data with the file in \`${PRODUCT_CSV_FIELD}\`, or the CSV as a text/csv body. A real ` +
            'run with bad rows answers 400 with them in errorDetails.',
          consumes: ['multipart/form-data', 'text/csv'],
          querystring: productImportQuery,
          response: answers(lotImportResponse, 400, 413),
        },
      ),
    },
    async (request) => {
      const refusals = { missing: 'adminLotCsvInvalid', tooLarge: 'adminCsvTooLarge' } as const;
      const upload = await readUpload(app, request, PRODUCT_CSV_FIELD, PRODUCT_CSV_MAX_BYTES, refusals);
      const { dryRun } = request.query;
      const today = rule();
      const read = readLotsCsv(upload.toString('utf8'));
      const errors: CsvRowError[] = [...read.errors];
      const licensed = await lots.licensed([...new Set(read.rows.map((r) => r.variantId))]);
      const onRecord = await lots.batches([...licensed.keys()]);
      const inFile = new Map<string, (typeof read.rows)[number]>();
      for (const row of read.rows) {
        const problem = receiptProblem(licensed.get(row.variantId), row.receipt, today);
        if (problem) {
          const column = problem.code === 'adminLotExpired' ? 'expiry_date' : 'variant_id';
          errors.push({ row: row.row, column, message: problem.message });
          continue;
        }
        const key = `${row.variantId}\u0000${row.receipt.batch}`;
        const before = onRecord.get(key) ?? inFile.get(key)?.receipt;
        if (before && (before.mfgDate !== row.receipt.mfgDate || before.expiryDate !== row.receipt.expiryDate)) {
          const message = errorMessage('adminLotBatchDatesDiffer', { batch: row.receipt.batch });
          errors.push({ row: row.row, column: 'batch', message });
          continue;
        }
        inFile.set(key, row);
      }
      errors.sort((a, b) => a.row - b.row);
      const summary = { dryRun, rows: read.count, lotsReceived: 0, errors };
      if (errors.length > 0) {
        const count = new Set(errors.map((e) => e.row)).size;
        if (!dryRun) {
          const code = count === 1 ? 'adminCsvRowHasErrors' : 'adminCsvRowsHaveErrors';
          throw new Refusal(400, code, { count }, { errorDetails: errors });
        }
        return { message: messages.adminCsvHasErrors(count), data: summary };
      }
      if (dryRun) return { message: messages.adminCsvChecked, data: summary };
      await lots.receiveAll(request.user.id, read.rows, today);
      app.catalogueCache.clear();
      return {
        message: messages.adminLotsReceived(read.rows.length),
        data: { ...summary, lotsReceived: read.rows.length },
      };
    },
  );
};

/**
 * Lots of pesticides, fertilizers and seeds: a variant's lots, receiving one by the form or many
 * by CSV, and what expires within 60 days.
 */
const adminLotsRoutes: FastifyPluginAsyncZod<{ lots: AdminLotsRepository }> = async (app, { lots }) => {
  const rule = () => shelfRule(app);
  app.get(
    '/variants/:id/lots',
    {
      schema: adminSchema("A variant's lots, soonest expiry first, and its inventory (the sum of the sellable ones)", {
        params: idParams,
        response: answers(variantLotsResponse, 400, 404),
      }),
    },
    async (request) => ({ data: await lots.variantLots(request.params.id, rule()) }),
  );

  app.post(
    '/variants/:id/lots',
    {
      schema: adminSchema('Receives stock of a pesticide, fertilizer or seed variant as one lot', {
        description:
          'A batch already on record with the same dates adds to it (409 with other dates). An expired lot is ' +
          'refused; one expiring within MIN_SHELF_DAYS is kept but not sold online.',
        params: idParams,
        body: lotReceipt,
        response: answers(variantLotsResponse, 400, 404, 409),
      }),
    },
    async (request) => {
      const data = await lots.receive(request.user.id, request.params.id, request.body, rule());
      app.catalogueCache.clear();
      return { message: messages.adminSaved, data };
    },
  );

  app.get(
    '/lots/expiring',
    {
      schema: adminSchema('Lots with stock expiring within the next 60 days, or already expired, soonest first', {
        response: answers(expiringLotsResponse),
      }),
    },
    async () => ({ data: await lots.expiring(rule()) }),
  );

  await app.register(lotsCsvRoute, { lots });
};

export default adminLotsRoutes;
