import { useCartCount } from '../features/cart/api/cart-count';
import { CartLink } from '../features/layout/components/cart-link';

/** The top bar's cart link of a logged-in visitor: the layout draws it, the cart counts its lines. */
export function LiveCartLink() {
  return <CartLink count={useCartCount()} />;
}
