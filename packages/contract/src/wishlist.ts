import { z } from 'zod';
import { id, localizedText } from './catalogue.js';

/**
 * A wishlist line with the spec's field names (`_id`, `title`, `imageCover`, `price`) and what
 * the table needs besides: the product id for its link and the variant Add to cart puts in.
 * `price` is the shown price of that variant in paise, like every amount of this API; the page
 * shows it in rupees with `formatRupees`.
 */
export const wishlistItem = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  title: localizedText,
  brand: localizedText,
  imageCover: z.string().nullable(),
  /** Paise: the shown price (sale price, else price) of `variantId`. */
  price: z.number().int(),
  /** The first variant in stock, else the first one; null when the product has none. */
  variantId: z.number().int().nullable(),
  inStock: z.boolean(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlistResponse = z.object({ data: z.array(wishlistItem) });
export type WishlistResponse = z.infer<typeof wishlistResponse>;
/** Add and remove answer with the list as it now is. */
export const wishlistChangeResponse = wishlistResponse.extend({ message: z.string() });

export const wishlistAddBody = z.object({ productId: id });
export type WishlistAddBody = z.infer<typeof wishlistAddBody>;
export const wishlistParams = z.object({ productId: id });
