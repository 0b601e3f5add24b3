import { adminPromotionChangedResponse, adminPromotionsResponse, type PromotionInput } from '@krishi/contract';
import { adminApi, adminList, uploadPicture, useListChange } from './admin-client';

/** `GET /admin/api/promotions`: by position. */
const promotions = adminList('/promotions', adminPromotionsResponse);
export const useAdminPromotions = promotions.useList;

/**
 * `POST /admin/api/promotions` or `PUT /admin/api/promotions/{id}`; a chosen picture is uploaded
 * first on an edit, and right after the create for a new one (a promotion is INACTIVE until it has one).
 */
export function useSavePromotion() {
  const upload = async (id: number, picture: File) =>
    adminPromotionChangedResponse.parse(await uploadPicture(`/promotions/${id}/image`, picture));
  return useListChange(
    promotions.key,
    async ({ id, body, picture }: { id: number | null; body: PromotionInput; picture: File | null }) => {
      if (id === null) {
        const created = adminPromotionChangedResponse.parse(
          await adminApi<unknown>('/promotions', { method: 'POST', body: { ...body, status: 'INACTIVE' } }),
        );
        if (!picture) return created;
        await upload(created.data.id, picture);
        if (body.status !== 'ACTIVE') return created;
        return adminPromotionChangedResponse.parse(
          await adminApi<unknown>(`/promotions/${created.data.id}`, { method: 'PUT', body }),
        );
      }
      if (picture) await upload(id, picture);
      return adminPromotionChangedResponse.parse(await adminApi<unknown>(`/promotions/${id}`, { method: 'PUT', body }));
    },
  );
}

/** `PUT /admin/api/promotions/order`: every id in the new order. */
export function useReorderPromotions() {
  return useListChange(promotions.key, (ids: number[]) =>
    adminApi<unknown>('/promotions/order', { method: 'PUT', body: { ids } }),
  );
}
