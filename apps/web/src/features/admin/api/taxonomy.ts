import { useQuery } from '@tanstack/react-query';
import {
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellerSavedResponse,
  adminSellersResponse,
  DEFAULT_COUNTRY,
  namesResponse,
  type CategoryInput,
  type SellerInput,
} from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { adminKey, adminList, saveAt, uploadPicture, useListChange } from './admin-client';

/** `GET /admin/api/categories`: every category, flat, by parent then position. */
const categories = adminList('/categories', adminCategoriesResponse);
export const useAdminCategories = categories.useList;

/** `POST /admin/api/categories` or `PUT /admin/api/categories/{id}`. */
export function useSaveCategory() {
  return useListChange(categories.key, async ({ id, body }: { id: number | null; body: CategoryInput }) =>
    adminCategoryChangedResponse.parse(await saveAt('/categories', id, body)),
  );
}

/** `GET /admin/api/sellers`: every seller by position. */
const sellers = adminList('/sellers', adminSellersResponse);
export const useAdminSellers = sellers.useList;

/**
 * `POST /admin/api/sellers` or `PUT /admin/api/sellers/{id}`, then its picture when one was chosen;
 * answers with how many products a removed licence set inactive.
 */
export function useSaveSeller() {
  return useListChange(
    sellers.key,
    async ({ id, body, picture }: { id: number | null; body: SellerInput; picture: File | null }) => {
      const saved = adminSellerSavedResponse.parse(await saveAt('/sellers', id, body));
      if (!picture) return saved;
      const pictured = adminSellerChangedResponse.parse(
        await uploadPicture(`/sellers/${saved.data.id}/image`, picture),
      );
      return { ...pictured, productsDeactivated: saved.productsDeactivated };
    },
  );
}

/** `GET /metadata/state?countryName=INDIA`: the gazetteer's states, a seller's served-state choices. */
export async function getStates(signal?: AbortSignal): Promise<string[]> {
  const body = await api<unknown>('/metadata/state', { query: { countryName: DEFAULT_COUNTRY }, public: true, signal });
  return namesResponse.parse(body).data;
}

export function useStates() {
  return useQuery({
    queryKey: [...adminKey, 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: Infinity,
  });
}
