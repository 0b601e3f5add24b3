import { adminCouponChangedResponse, adminCouponsResponse, type CouponInput } from '@krishi/contract';
import { adminList, saveAt, useListChange } from './admin-client';

/** `GET /admin/api/coupons`: newest first. */
const coupons = adminList('/coupons', adminCouponsResponse);
export const useAdminCoupons = coupons.useList;

/** `POST /admin/api/coupons` or `PUT /admin/api/coupons/{id}`. */
export function useSaveCoupon() {
  return useListChange(coupons.key, async ({ id, body }: { id: number | null; body: CouponInput }) =>
    adminCouponChangedResponse.parse(await saveAt('/coupons', id, body)),
  );
}
