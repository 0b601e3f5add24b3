import { enCart } from '@krishi/contract';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /cart, behind the login guard (spec section 2). */
export function Component() {
  const t = useStrings(enCart);
  usePageTitle(t('cart.title'));
  return (
    <main className="page">
      <CartScreen />
    </main>
  );
}
