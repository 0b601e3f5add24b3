import { useCartView } from './optimistic-cart';

/** The number of lines in the visitor's cart, for the top bar's badge: 0 while logged out. */
export function useCartCount(): number {
  return useCartView().cart?.cartItems.length ?? 0;
}
