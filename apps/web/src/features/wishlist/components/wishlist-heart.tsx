import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { enWishlist, pickText, type LocalizedText } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/page-locale';
import { useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { HeartButton } from './heart-button';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';
import { useStrings } from '../../../lib/strings';

// The logged-in heart reads and changes the wishlist; a visitor who is not logged in never loads it.
const LiveWishlistHeart = lazyWhenOnline(() => import('./live-wishlist-heart').then((m) => m.LiveWishlistHeart));

/**
 * The heart of product cards and the product page: adds the product to the wishlist, or removes
 * it once there. A visitor who is not logged in is told to log in and sent to /login, as the
 * cart control does.
 */
export function WishlistHeart({ productId, title }: { productId: number; title: LocalizedText }) {
  const t = useStrings(enWishlist);
  const language = useLanguage();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const product = pickText(title, language);
  if (loggedIn) {
    return (
      <Suspense fallback={<HeartButton product={product} inList={false} disabled onClick={() => undefined} />}>
        <LiveWishlistHeart productId={productId} product={product} />
      </Suspense>
    );
  }
  return (
    <HeartButton
      product={product}
      inList={false}
      onClick={() => {
        toast.error(t('wishlist.loginRequired'));
        void navigate(paths.login());
      }}
    />
  );
}
