import { useQuery } from '@tanstack/react-query';
import { codOptionResponse, type Cart, type CodOption } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `GET /order/cod-option`: whether the stored cart may be paid in cash on delivery, and if not why. */
export async function getCodOption(signal?: AbortSignal): Promise<CodOption> {
  const body = await api<unknown>('/order/cod-option', { signal });
  return codOptionResponse.parse(body).data;
}

/** Asked again whenever the cart's lines, address or price change: each can change the answer. */
export function useCodOption(cart: Cart) {
  const lines = cart.cartItems.map((item) => `${item.variant.id}x${item.quantity}`).join(',');
  return useQuery({
    queryKey: ['codOption', lines, cart.userAddress?.id ?? null, cart.netPrice],
    queryFn: ({ signal }) => getCodOption(signal),
  });
}
