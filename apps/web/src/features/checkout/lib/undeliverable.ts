import { undeliverableError, type UndeliverableItem } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';

/** The products a 400 says cannot reach the chosen address (spec section 8), or null for any other failure. */
export function undeliverableItems(error: unknown): UndeliverableItem[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = undeliverableError.safeParse(error.body);
  return parsed.success ? parsed.data.errorDetails : null;
}

/** Each product once: the removal call takes product ids, and two variants may share one. */
export function undeliverableProductIds(items: readonly UndeliverableItem[]): number[] {
  return [...new Set(items.map((item) => item.product.id))];
}
