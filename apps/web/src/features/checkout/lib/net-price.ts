/** Spec section 3: the last order's net price (paise) is kept under this key whenever an order has one. */
const NET_PRICE_KEY = 'netPrice';

export function rememberNetPrice(order: { netPrice: number | null | undefined }): void {
  if (order.netPrice != null) localStorage.setItem(NET_PRICE_KEY, String(order.netPrice));
}
