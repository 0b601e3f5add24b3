import { CartControl } from '../features/cart/components/cart-control';
import type { ProductCardSlots } from '../features/listing/components/product-card';
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart';

/** Every product card's heart and cart control: the listing draws the card, these features fill it. */
export const productCardSlots: ProductCardSlots = {
  heart: (product) => <WishlistHeart productId={product.id} title={product.title} />,
  cartControl: (product, selected) => <CartControl product={product} selected={selected} />,
};
