import { Link } from 'react-router';
import type { ReactNode } from 'react';
import {
  enWishlist,
  formatRupees,
  pickText,
  type ProductSummary,
  type Variant,
  type WishlistItem,
} from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';
import { useWishlist, useWishlistChange } from '../api/wishlist';
import './wishlist.css';

/** A row's Add to cart control (composed by the route: the cart feature). */
type CartControlSlot = (product: ProductSummary, selected: Variant | undefined) => ReactNode;

function WishlistRow({ item, cartControl }: { item: WishlistItem; cartControl: CartControlSlot }) {
  const t = useStrings(enWishlist);
  const { change, isPending } = useWishlistChange();
  const { product } = item;
  const title = pickText(item.title, currentLanguage());
  const href = paths.product({ id: product.id, title: product.title.en, brand: product.brand.en });
  const variant = product.variants.find((v) => v.id === item.variantId);
  return (
    <tr>
      <td>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage mediaKey={item.imageCover ?? undefined} sizes="72px" width={72} height={72} alt="" />
        </Link>
      </td>
      <td>
        <Link to={href}>{title}</Link>
      </td>
      <td className="wishlist__price">{formatRupees(item.price)}</td>
      <td>{cartControl(product, variant)}</td>
      <td>
        <button
          type="button"
          className="button button--outline"
          aria-label={t('wishlist.removeOne', { product: title })}
          disabled={isPending}
          onClick={() => change({ kind: 'remove', productId: item._id })}
        >
          {t('wishlist.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The /wishlist table (spec section 2): image, product, price in rupees, Add to cart, Remove. */
export function WishlistTable({ cartControl }: { cartControl: CartControlSlot }) {
  const t = useStrings(enWishlist);
  const query = useWishlist();
  if (query.isPending) return <p className="wishlist__status">{t('wishlist.loading')}</p>;
  if (query.isError) return <p className="wishlist__status">{t('wishlist.loadFailed')}</p>;
  if (query.data.length === 0) return <p className="wishlist__status">{t('wishlist.empty')}</p>;
  return (
    <table className="wishlist__table">
      <thead>
        <tr>
          <th scope="col">{t('wishlist.image')}</th>
          <th scope="col">{t('wishlist.product')}</th>
          <th scope="col">{t('wishlist.price')}</th>
          <th scope="col">{t('wishlist.addToCart')}</th>
          <th scope="col">{t('wishlist.remove')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((item) => (
          <WishlistRow key={item._id} item={item} cartControl={cartControl} />
        ))}
      </tbody>
    </table>
  );
}
