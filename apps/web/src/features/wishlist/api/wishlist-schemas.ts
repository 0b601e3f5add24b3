import { wishlistChangeResponse, wishlistResponse, type WishlistItem } from '@krishi/contract';

/** The wishlist answers checked against the contract; loaded with the first answer (see wishlist.ts). */
export const parseWishlist = (body: unknown): WishlistItem[] => wishlistResponse.parse(body).data;
export const parseWishlistChange = (body: unknown): WishlistItem[] => wishlistChangeResponse.parse(body).data;
