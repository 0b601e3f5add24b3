/**
 * The English strings by group, for a page that bundles only its first screen's and brings each
 * other group with the screens that say it. Kept apart from `en`: a bundler keeps the module of
 * any export a page uses, and building `en` would pull every group into that page.
 */
export { common as enCommon } from './common.js';
export { seo as enSeo } from './seo.js';
export { product as enProduct } from './product.js';
export { brands as enBrands } from './brands.js';
export { agronomy as enAgronomy } from './agronomy.js';
export { counter as enCounter } from './counter.js';
export { pages as enPages } from './pages.js';
export { layout as enLayout } from './layout.js';
export { listing as enListing } from './listing.js';
export { auth as enAuth } from './auth.js';
export { profile as enProfile } from './profile.js';
export { places as enPlaces } from './places.js';
export { push as enPush } from './push.js';
export { cart as enCart } from './cart.js';
export { checkout as enCheckout } from './checkout.js';
export { orders as enOrders } from './orders.js';
export { reviews as enReviews } from './reviews.js';
export { wishlist as enWishlist } from './wishlist.js';
export { passwords as enPasswords } from './passwords.js';
export { admin as enAdmin } from './admin.js';
export { errors as enErrors } from './errors.js';
export { referral as enReferral } from './referral.js';
export { lots as enLots } from './lots.js';
