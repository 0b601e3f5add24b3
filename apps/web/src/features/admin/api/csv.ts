import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_API,
  csvRowError,
  PLATFORM_WEB,
  PRODUCT_CSV_FIELD,
  productImportResponse,
  type CsvRowError,
  type ProductImportResponse,
} from '@krishi/contract';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client';
import { storedToken } from '../../../lib/session';

/**
 * `GET /admin/api/products/export.csv`: the catalogue as CSV. The answer is a file, not JSON,
 * so it is fetched here with the token and handed to the browser as a download.
 */
export async function exportProducts(): Promise<Blob> {
  const token = storedToken();
  const response = await fetch(`${ADMIN_API}/products/export.csv`, {
    headers: { 'X-Platform': PLATFORM_WEB, Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}

export type ImportOutcome = ProductImportResponse['data'];

const rejectedRows = z.array(csvRowError);

/**
 * `POST /admin/api/products/import?dryRun=`: a dry run lists every bad row; a real run writes
 * everything or (400, the same list in `errorDetails`) nothing. Both come back as an outcome.
 */
export async function importProducts({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(PRODUCT_CSV_FIELD, file);
  try {
    const body = await api<unknown>(`${ADMIN_API}/products/import`, {
      method: 'POST',
      query: { dryRun: String(dryRun) },
      body: form,
      keepSessionOn403: true,
    });
    return productImportResponse.parse(body).data;
  } catch (error) {
    const errors = error instanceof ApiError ? rejectedRows.safeParse(error.body?.errorDetails) : null;
    if (!errors?.success || errors.data.length === 0) throw error;
    return emptyOutcome(dryRun, errors.data);
  }
}

function emptyOutcome(dryRun: boolean, errors: CsvRowError[]): ImportOutcome {
  return { dryRun, rows: 0, productsCreated: 0, productsUpdated: 0, variantsCreated: 0, variantsUpdated: 0, errors };
}

export function useImportProducts() {
  return useMutation({ mutationFn: importProducts });
}
