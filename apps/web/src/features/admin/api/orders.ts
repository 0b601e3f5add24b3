import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderChangedResponse,
  adminOrderResponse,
  adminOrdersResponse,
  type AdminOrder,
  type AdminOrdersResponse,
  type CodRefund,
  type OrderStatus,
} from '@krishi/contract';
import { adminApi, adminKey, useAdminPage, useAdminQuery } from './admin-client';

const ordersKey = [...adminKey, 'orders'] as const;

export interface OrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
}

/** `GET /admin/api/orders`: newest first, filtered by status, days and an order id or phone. */
export async function getAdminOrders(
  filters: OrderFilters,
  pageNum: number,
  signal?: AbortSignal,
): Promise<AdminOrdersResponse> {
  const body = await adminApi<unknown>('/orders', { query: { ...filters, pageNum }, signal });
  return adminOrdersResponse.parse(body);
}

export function useAdminOrders(filters: OrderFilters, pageNum: number) {
  return useAdminPage([...ordersKey, 'list', filters, pageNum], (signal) => getAdminOrders(filters, pageNum, signal));
}

/** `GET /admin/api/orders/{id}`. */
export async function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return adminOrderResponse.parse(await adminApi<unknown>(`/orders/${id}`, { signal })).data;
}

export function useAdminOrder(id: number) {
  return useAdminQuery([...ordersKey, 'one', id], (signal) => getAdminOrder(id, signal));
}

export type OrderAction = 'Dispatched' | 'Delivered' | 'cancel' | 'collectCash';

/** `POST /admin/api/orders/{id}/status`, `.../cancel` or `.../cash-collected`: the order after the change. */
export async function changeOrder({ id, action }: { id: number; action: OrderAction }) {
  const body =
    action === 'cancel'
      ? await adminApi<unknown>(`/orders/${id}/cancel`, { method: 'POST' })
      : action === 'collectCash'
        ? await adminApi<unknown>(`/orders/${id}/cash-collected`, { method: 'POST' })
        : await adminApi<unknown>(`/orders/${id}/status`, { method: 'POST', body: { status: action } });
  return adminOrderChangedResponse.parse(body);
}

/** `POST /admin/api/orders/{id}/cod-refund`: a returned COD order's bank transfer, recorded. */
export async function recordCodRefund({ id, refund }: { id: number; refund: CodRefund }) {
  const body = await adminApi<unknown>(`/orders/${id}/cod-refund`, { method: 'POST', body: refund });
  return adminOrderChangedResponse.parse(body);
}

export function useRecordCodRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCodRefund,
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...ordersKey, 'one', data.id], data);
      return queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrder,
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...ordersKey, 'one', data.id], data);
      return queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}
