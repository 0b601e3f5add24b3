import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, STATUS_ACTIVE, type SellersResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

const EMPTY: SellersResponse = { content: [], totalPages: 0, totalElements: 0 };

/** The first page of brands (9) for the Brands menu; a failure is an empty list. */
async function getMenuBrands(signal: AbortSignal): Promise<SellersResponse> {
  try {
    return await api<SellersResponse>('/api/seller/getStoreFrontSellers', {
      method: 'POST',
      public: true,
      body: { status: STATUS_ACTIVE, pageNum: 0, pageSize: PAGE_SIZE.brands },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return EMPTY;
  }
}

/** Same key and shape as the brands page's first page, so they share one request. */
export function useMenuBrands() {
  return useQuery({ queryKey: ['brands', 0], queryFn: ({ signal }) => getMenuBrands(signal) });
}
