import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  csvRowError,
  expiringLotsResponse,
  lotImportResponse,
  PRODUCT_CSV_FIELD,
  variantLotsResponse,
  type LotImportResponse,
  type LotReceipt,
} from '@krishi/contract';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { adminApi, adminKey, useAdminQuery } from './admin-client';
import { productsKey } from './products';

export const lotsKey = [...adminKey, 'lots'] as const;
const variantLotsKey = (variantId: number) => [...lotsKey, 'variant', variantId] as const;
const expiringKey = [...lotsKey, 'expiring'] as const;

/** `GET /admin/api/variants/{id}/lots`: its lots, soonest expiry first, and its sellable stock. */
export async function getVariantLots(variantId: number, signal?: AbortSignal) {
  return variantLotsResponse.parse(await adminApi<unknown>(`/variants/${variantId}/lots`, { signal })).data;
}

export function useVariantLots(variantId: number) {
  return useAdminQuery(variantLotsKey(variantId), (signal) => getVariantLots(variantId, signal));
}

/** `GET /admin/api/lots/expiring`: lots with stock expiring in the next 60 days, or expired. */
export function useExpiringLots() {
  return useAdminQuery(
    expiringKey,
    async (signal) => expiringLotsResponse.parse(await adminApi<unknown>('/lots/expiring', { signal })).data,
  );
}

/** Lots change a variant's stock: its lots, the expiry list and the product's variants are asked again. */
function useLotsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lotsKey }),
      queryClient.invalidateQueries({ queryKey: productsKey }),
    ]);
}

/** `POST /admin/api/variants/{id}/lots`: one lot received. */
export function useReceiveLot() {
  const changed = useLotsChanged();
  return useMutation({
    mutationFn: async ({ variantId, body }: { variantId: number; body: LotReceipt }) =>
      variantLotsResponse.parse(await adminApi<unknown>(`/variants/${variantId}/lots`, { method: 'POST', body })),
    onSuccess: changed,
  });
}

export type LotImportOutcome = LotImportResponse['data'];
const rejectedRows = z.array(csvRowError);

/**
 * `POST /admin/api/lots/import?dryRun=`: a dry run lists every bad row; a real run receives every
 * lot or (400, the same list in `errorDetails`) none. Both come back as an outcome.
 */
async function importLots({ file, dryRun }: { file: File; dryRun: boolean }): Promise<LotImportOutcome> {
  const form = new FormData();
  form.append(PRODUCT_CSV_FIELD, file);
  try {
    const body = await adminApi<unknown>('/lots/import', {
      method: 'POST',
      query: { dryRun: String(dryRun) },
      body: form,
    });
    return lotImportResponse.parse(body).data;
  } catch (error) {
    const errors = error instanceof ApiError ? rejectedRows.safeParse(error.body?.errorDetails) : null;
    if (!errors?.success || errors.data.length === 0) throw error;
    return { dryRun, rows: 0, lotsReceived: 0, errors: errors.data };
  }
}

export function useImportLots() {
  const changed = useLotsChanged();
  return useMutation({
    mutationFn: importLots,
    onSuccess: (outcome) => (outcome.lotsReceived > 0 ? changed() : undefined),
  });
}
