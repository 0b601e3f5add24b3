import { CartControl } from '../../features/cart/components/cart-control';
import { WishlistTable } from '../../features/wishlist/components/wishlist-table';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /wishlist, behind the login guard (spec section 2). */
export function Component() {
  const t = useStrings();
  usePageTitle(t('wishlist.title'));
  return (
    <main className="page">
      <h1 className="wishlist__title">{t('wishlist.title')}</h1>
      <WishlistTable cartControl={(product, selected) => <CartControl product={product} selected={selected} />} />
    </main>
  );
}
