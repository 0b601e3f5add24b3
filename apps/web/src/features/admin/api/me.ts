import { useQuery } from '@tanstack/react-query';
import { adminMeResponse, type AdminMeResponse } from '@krishi/contract';
import { adminApi, adminKey, retryServerErrors } from './admin-client';

export type Operator = AdminMeResponse['data'];

/** `GET /admin/api/me`: 200 only for an operator, 403 for anyone else. */
export async function getOperator(signal?: AbortSignal): Promise<Operator> {
  return adminMeResponse.parse(await adminApi<unknown>('/me', { signal })).data;
}

export function useOperator(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'me'],
    queryFn: ({ signal }) => getOperator(signal),
    enabled,
    retry: retryServerErrors,
    staleTime: 5 * 60_000,
  });
}
