import { useQuery } from '@tanstack/react-query';
import {
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellersResponse,
  DEFAULT_COUNTRY,
  namesResponse,
  type AdminCategory,
  type AdminSeller,
  type CategoryInput,
  type SellerInput,
} from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { adminApi, adminKey, saveAt, uploadPicture, useAdminQuery, useListChange } from './admin-client';

const categoriesKey = [...adminKey, 'categories'] as const;
const sellersKey = [...adminKey, 'sellers'] as const;

/** `GET /admin/api/categories`: every category, flat, by parent then position. */
export async function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return adminCategoriesResponse.parse(await adminApi<unknown>('/categories', { signal })).data;
}

export function useAdminCategories() {
  return useAdminQuery(categoriesKey, getAdminCategories);
}

/** `POST /admin/api/categories` or `PUT /admin/api/categories/{id}`. */
export function useSaveCategory() {
  return useListChange(categoriesKey, async ({ id, body }: { id: number | null; body: CategoryInput }) =>
    adminCategoryChangedResponse.parse(await saveAt('/categories', id, body)),
  );
}

/** `GET /admin/api/sellers`: every seller by position. */
export async function getAdminSellers(signal?: AbortSignal): Promise<AdminSeller[]> {
  return adminSellersResponse.parse(await adminApi<unknown>('/sellers', { signal })).data;
}

export function useAdminSellers() {
  return useAdminQuery(sellersKey, getAdminSellers);
}

/** `POST /admin/api/sellers` or `PUT /admin/api/sellers/{id}`, then its picture when one was chosen. */
export function useSaveSeller() {
  return useListChange(
    sellersKey,
    async ({ id, body, picture }: { id: number | null; body: SellerInput; picture: File | null }) => {
      const saved = adminSellerChangedResponse.parse(await saveAt('/sellers', id, body));
      if (!picture) return saved;
      return adminSellerChangedResponse.parse(await uploadPicture(`/sellers/${saved.data.id}/image`, picture));
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
