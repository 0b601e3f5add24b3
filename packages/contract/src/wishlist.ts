import { z } from 'zod';
import { id, localizedText, productSummary } from './catalogue.js';

/**
 * A wishlist line with the spec's field names (`_id`, `title`, `imageCover`, `price`), plus the
 * product's card, so the table links to the product and Add to cart works as on a card.
 * `price` is in paise, like every amount of this API; the page shows it in rupees.
 */
export const wishlistItem = z.object({
  /** The product's id. */
  _id: z.number().int(),
  title: localizedText,
  imageCover: z.string().nullable(),
  /** Paise: the shown price (sale price, else price) of `variantId`. */
  price: z.number().int(),
  /** The variant Add to cart puts in: the first in stock and available, else the first in stock, else the first. */
  variantId: z.number().int().nullable(),
  product: productSummary,
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlistResponse = z.object({ data: z.array(wishlistItem) });
export type WishlistResponse = z.infer<typeof wishlistResponse>;
/** Add and remove answer with the list as it now is. */
export const wishlistChangeResponse = wishlistResponse.extend({ message: z.string() });

export const wishlistAddBody = z.object({ productId: id });
export type WishlistAddBody = z.infer<typeof wishlistAddBody>;
export const wishlistParams = z.object({ productId: id });
