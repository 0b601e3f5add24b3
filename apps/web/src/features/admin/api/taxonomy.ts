import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellersResponse,
  ADMIN_IMAGE_FIELD,
  DEFAULT_COUNTRY,
  namesResponse,
  type AdminCategory,
  type AdminSeller,
  type CategoryInput,
  type SellerInput,
} from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { adminApi, adminKey, retryServerErrors } from './admin-client';

const categoriesKey = [...adminKey, 'categories'] as const;
const sellersKey = [...adminKey, 'sellers'] as const;

/** `GET /admin/api/categories`: every category, flat, by parent then position. */
export async function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return adminCategoriesResponse.parse(await adminApi<unknown>('/categories', { signal })).data;
}

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => getAdminCategories(signal),
    retry: retryServerErrors,
  });
}

/** `POST /admin/api/categories` or `PUT /admin/api/categories/{id}`. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CategoryInput }) =>
      adminCategoryChangedResponse.parse(
        id === null
          ? await adminApi<unknown>('/categories', { method: 'POST', body })
          : await adminApi<unknown>(`/categories/${id}`, { method: 'PUT', body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

/** `GET /admin/api/sellers`: every seller by position. */
export async function getAdminSellers(signal?: AbortSignal): Promise<AdminSeller[]> {
  return adminSellersResponse.parse(await adminApi<unknown>('/sellers', { signal })).data;
}

export function useAdminSellers() {
  return useQuery({ queryKey: sellersKey, queryFn: ({ signal }) => getAdminSellers(signal), retry: retryServerErrors });
}

/** `POST /admin/api/sellers` or `PUT /admin/api/sellers/{id}`, then its picture when one was chosen. */
export function useSaveSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, picture }: { id: number | null; body: SellerInput; picture: File | null }) => {
      const saved = adminSellerChangedResponse.parse(
        id === null
          ? await adminApi<unknown>('/sellers', { method: 'POST', body })
          : await adminApi<unknown>(`/sellers/${id}`, { method: 'PUT', body }),
      );
      if (!picture) return saved;
      const form = new FormData();
      form.append(ADMIN_IMAGE_FIELD, picture);
      return adminSellerChangedResponse.parse(
        await adminApi<unknown>(`/sellers/${saved.data.id}/image`, { method: 'POST', body: form }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersKey }),
  });
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
