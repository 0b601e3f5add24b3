import { adminCouponChangedResponse, adminCouponsResponse, type AdminCoupon, type CouponInput } from '@krishi/contract';
import { adminApi, adminKey, saveAt, useAdminQuery, useListChange } from './admin-client';

const couponsKey = [...adminKey, 'coupons'] as const;

/** `GET /admin/api/coupons`: newest first. */
export async function getAdminCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return adminCouponsResponse.parse(await adminApi<unknown>('/coupons', { signal })).data;
}

export function useAdminCoupons() {
  return useAdminQuery(couponsKey, getAdminCoupons);
}

/** `POST /admin/api/coupons` or `PUT /admin/api/coupons/{id}`. */
export function useSaveCoupon() {
  return useListChange(couponsKey, async ({ id, body }: { id: number | null; body: CouponInput }) =>
    adminCouponChangedResponse.parse(await saveAt('/coupons', id, body)),
  );
}
