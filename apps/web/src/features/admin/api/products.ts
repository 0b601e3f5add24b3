import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductChangedResponse,
  adminProductResponse,
  adminProductsResponse,
  type AdminProduct,
  type AdminProductsResponse,
  type ProductCreateBody,
  type ProductUpdateBody,
  type VariantInput,
} from '@krishi/contract';
import { adminApi, adminKey, retryServerErrors, saveAt, uploadPicture, useAdminPage } from './admin-client';

export const productsKey = [...adminKey, 'products'] as const;

/** `GET /admin/api/products`: newest first; `search` matches a title in any language or an id. */
export async function getAdminProducts(
  search: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<AdminProductsResponse> {
  const body = await adminApi<unknown>('/products', { query: { search: search || undefined, pageNum }, signal });
  return adminProductsResponse.parse(body);
}

export function useAdminProducts(search: string, pageNum: number) {
  return useAdminPage([...productsKey, 'list', search, pageNum], (signal) => getAdminProducts(search, pageNum, signal));
}

/** `GET /admin/api/products/{id}`. */
export async function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return adminProductResponse.parse(await adminApi<unknown>(`/products/${id}`, { signal })).data;
}

export function useAdminProduct(id: number | null) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => getAdminProduct(id!, signal),
    enabled: id !== null,
    retry: retryServerErrors,
  });
}

function useProductChange<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => adminProductChangedResponse.parse(await call(vars)),
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...productsKey, 'one', data.id], data);
      return queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
    },
  });
}

/** `POST /admin/api/products` (with its variants) or `PUT /admin/api/products/{id}`. */
export function useSaveProduct() {
  return useProductChange(({ id, body }: { id: number | null; body: ProductCreateBody | ProductUpdateBody }) =>
    saveAt('/products', id, body),
  );
}

/** `POST /admin/api/products/{id}/variants` or `PUT /admin/api/variants/{id}`. */
export function useSaveVariant() {
  return useProductChange(
    ({ productId, variantId, body }: { productId: number; variantId: number | null; body: VariantInput }) =>
      variantId === null
        ? adminApi<unknown>(`/products/${productId}/variants`, { method: 'POST', body })
        : adminApi<unknown>(`/variants/${variantId}`, { method: 'PUT', body }),
  );
}

/** `POST /admin/api/products/{id}/images`: the picture is resized on the server. */
export function useUploadProductImage() {
  return useProductChange(({ productId, file }: { productId: number; file: File }) =>
    uploadPicture(`/products/${productId}/images`, file),
  );
}
