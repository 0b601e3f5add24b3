import { useWishlist, useWishlistChange } from '../api/wishlist';
import { HeartButton } from './heart-button';

/** The logged-in heart (`WishlistHeart` loads it): every heart reads the one shared wishlist query. */
export function LiveWishlistHeart({ productId, product }: { productId: number; product: string }) {
  const { data: list } = useWishlist();
  const { change, isPending } = useWishlistChange();
  const inList = Boolean(list?.some((item) => item._id === productId));
  return (
    <HeartButton
      product={product}
      inList={inList}
      disabled={isPending}
      onClick={() => change({ kind: inList ? 'remove' : 'add', productId })}
    />
  );
}
