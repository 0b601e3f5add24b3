import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSummary, Variant } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import './cart-control.css';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';
import { useStrings } from '../../../lib/strings';

// The logged-in control reads and changes the cart; a visitor who is not logged in never loads it.
const CartLineControl = lazyWhenOnline(() => import('./cart-line-control').then((m) => m.CartLineControl));

/** Add to Cart as it stands while the logged-in control's code loads. */
function AddButton() {
  const t = useStrings();
  return (
    <button type="button" className="button cart-control" disabled>
      {t('cart.addToCart')}
    </button>
  );
}

interface CartControlProps {
  product: ProductSummary;
  selected: Variant | undefined;
  /** A pincode the page knows the pack cannot be delivered to: Add to Cart then says so and adds nothing. */
  undeliverableTo?: string | undefined;
}

/**
 * The cart control of cards and the product page (spec section 4): Add to Cart, or, once the
 * variant is in the cart, minus, quantity, plus and Buy Now; 'Out of Stock' when nothing is.
 * A visitor who is not logged in is told to log in and sent to /login.
 */
export function CartControl({ product, selected, undeliverableTo }: CartControlProps) {
  const t = useStrings();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const inStock = product.variants.some((v) => v.inventory > 0);
  if (!inStock || !selected || selected.inventory <= 0) {
    return (
      <button type="button" className="button cart-control cart-control--out" disabled>
        {t('cart.outOfStock')}
      </button>
    );
  }
  if (!loggedIn) {
    return (
      <button
        type="button"
        className="button cart-control"
        onClick={() => {
          toast.error(t('cart.loginRequired'));
          void navigate(paths.login());
        }}
      >
        {t('cart.addToCart')}
      </button>
    );
  }
  return (
    <Suspense fallback={<AddButton />}>
      <CartLineControl product={product} variant={selected} undeliverableTo={undeliverableTo} />
    </Suspense>
  );
}
