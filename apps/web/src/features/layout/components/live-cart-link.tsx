import { useCartCount } from '../../../lib/cart';
import { CartLink } from './cart-link';

/** The cart link of a logged-in visitor, whose badge counts the cart's lines. */
export function LiveCartLink() {
  return <CartLink count={useCartCount()} />;
}
