import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_IMAGE_FIELD } from '@krishi/contract';
import type { z } from 'zod';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/**
 * Every back-office call: under /admin/api, and a 403 (a customer, not an operator) leaves the
 * session alone so the screen can say there is no access.
 */
export function adminApi<T>(path: string, options: Omit<RequestOptions, 'keepSessionOn403'> = {}): Promise<T> {
  return api<T>(`${ADMIN_API}${path}`, { ...options, keepSessionOn403: true });
}

/** A refusal (4xx) will not change on retry; a server or network failure may. */
export function retryServerErrors(count: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && count < 2;
}

export const adminKey = ['admin'] as const;

/** A back-office read: a refusal is not asked again. */
export function useAdminQuery<T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), retry: retryServerErrors });
}

/** A list the back office shows and edits whole (`GET {path}`): its one query key, its fetcher and its hook. */
export function adminList<T>(path: `/${string}`, schema: z.ZodType<{ data: T[] }>) {
  const key = [...adminKey, path.slice(1)] as const;
  const fetch = async (signal?: AbortSignal): Promise<T[]> =>
    schema.parse(await adminApi<unknown>(path, { signal })).data;
  return { key, fetch, useList: () => useAdminQuery(key, fetch) };
}

/** A page of a long list: the page shown stays until the next one arrives. */
export function useAdminPage<T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** A change to what `listKey` holds: the list is fetched again before the change counts as done. */
export function useListChange<V, R>(listKey: QueryKey, change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** `POST {path}` for a new row (`id` null), else `PUT {path}/{id}`. */
export function saveAt(path: string, id: number | null, body: unknown): Promise<unknown> {
  return id === null
    ? adminApi<unknown>(path, { method: 'POST', body })
    : adminApi<unknown>(`${path}/${id}`, { method: 'PUT', body });
}

/** `POST {path}` with a picture as a form upload; the server resizes it. */
export function uploadPicture(path: string, picture: File): Promise<unknown> {
  const form = new FormData();
  form.append(ADMIN_IMAGE_FIELD, picture);
  return adminApi<unknown>(path, { method: 'POST', body: form });
}
