import {
  adminPromotionChangedResponse,
  adminPromotionsResponse,
  type AdminPromotion,
  type PromotionInput,
} from '@krishi/contract';
import { adminApi, adminKey, uploadPicture, useAdminQuery, useListChange } from './admin-client';

const promotionsKey = [...adminKey, 'promotions'] as const;

/** `GET /admin/api/promotions`: by position. */
export async function getAdminPromotions(signal?: AbortSignal): Promise<AdminPromotion[]> {
  return adminPromotionsResponse.parse(await adminApi<unknown>('/promotions', { signal })).data;
}

export function useAdminPromotions() {
  return useAdminQuery(promotionsKey, getAdminPromotions);
}

/**
 * `POST /admin/api/promotions` or `PUT /admin/api/promotions/{id}`; a chosen picture is uploaded
 * first on an edit, and right after the create for a new one (a promotion is INACTIVE until it has one).
 */
export function useSavePromotion() {
  const upload = async (id: number, picture: File) =>
    adminPromotionChangedResponse.parse(await uploadPicture(`/promotions/${id}/image`, picture));
  return useListChange(
    promotionsKey,
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
  return useListChange(promotionsKey, (ids: number[]) =>
    adminApi<unknown>('/promotions/order', { method: 'PUT', body: { ids } }),
  );
}
