import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';

/** The top bar's cart link with its badge. */
export function CartLink({ count }: { count: number }) {
  const t = useStrings();
  return (
    <Link className="top-bar__action top-bar__cart" to={paths.cart()} aria-label={t('layout.cartCount', { count })}>
      <CartIcon />
      <span className="top-bar__label" aria-hidden="true">
        {t('layout.cart')}
      </span>
      <span className="cart-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
