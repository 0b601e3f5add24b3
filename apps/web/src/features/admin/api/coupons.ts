import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCouponChangedResponse, adminCouponsResponse, type AdminCoupon, type CouponInput } from '@krishi/contract';
import { adminApi, adminKey, retryServerErrors } from './admin-client';

const couponsKey = [...adminKey, 'coupons'] as const;

/** `GET /admin/api/coupons`: newest first. */
export async function getAdminCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return adminCouponsResponse.parse(await adminApi<unknown>('/coupons', { signal })).data;
}

export function useAdminCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: ({ signal }) => getAdminCoupons(signal), retry: retryServerErrors });
}

/** `POST /admin/api/coupons` or `PUT /admin/api/coupons/{id}`. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CouponInput }) =>
      adminCouponChangedResponse.parse(
        id === null
          ? await adminApi<unknown>('/coupons', { method: 'POST', body })
          : await adminApi<unknown>(`/coupons/${id}`, { method: 'PUT', body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
