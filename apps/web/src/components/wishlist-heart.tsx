import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pickText, type LocalizedText } from '@krishi/contract';
import { paths } from '../config/paths';
import { useWishlist, useWishlistChange } from '../features/wishlist/api/wishlist';
import { currentLanguage } from '../lib/language';
import { useIsLoggedIn } from '../lib/session';
import '../features/wishlist/components/wishlist.css';

/**
 * The heart of product cards and the product page: adds the product to the wishlist, or removes
 * it once there. A visitor who is not logged in is told to log in and sent to /login, as the
 * cart control does. Every heart reads the one shared wishlist query.
 */
export function WishlistHeart({ productId, title }: { productId: number; title: LocalizedText }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { data: list } = useWishlist();
  const { change, isPending } = useWishlistChange();
  const product = pickText(title, currentLanguage());
  const inList = Boolean(list?.some((item) => item._id === productId));
  return (
    <button
      type="button"
      className={`wishlist-heart${inList ? ' wishlist-heart--on' : ''}`}
      aria-pressed={inList}
      aria-label={t('wishlist.add', { product })}
      disabled={isPending}
      onClick={() => {
        if (!loggedIn) {
          toast.error(t('wishlist.loginRequired'));
          void navigate(paths.login());
          return;
        }
        change({ kind: inList ? 'remove' : 'add', productId });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
