import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPointsResponse, type AdminPointsResponse, type PointsAdjustmentBody } from '@krishi/contract';
import { adminApi, adminKey, useAdminQuery } from './admin-client';

const pointsKey = (userId: number) => [...adminKey, 'points', userId] as const;

/** `GET /admin/api/users/{id}/points`: the balance and the ledger, newest first. */
export function useUserPoints(userId: number) {
  return useAdminQuery(
    pointsKey(userId),
    async (signal): Promise<AdminPointsResponse['data']> =>
      adminPointsResponse.parse(await adminApi<unknown>(`/users/${userId}/points`, { signal })).data,
  );
}

/** `POST /admin/api/users/{id}/points`: an adjustment with its reason; the answer replaces the shown ledger. */
export function useAdjustPoints(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PointsAdjustmentBody) =>
      adminPointsResponse.parse(await adminApi<unknown>(`/users/${userId}/points`, { method: 'POST', body })).data,
    onSuccess: (ledger) => queryClient.setQueryData(pointsKey(userId), ledger),
  });
}
