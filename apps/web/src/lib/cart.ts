/**
 * The number of items in the visitor's cart for the top bar's badge. No cart exists before
 * login and the cart itself (a later issue), so the count is 0 until then.
 */
export function useCartCount(): number {
  return 0;
}
