import type { MessageKey } from '../en/index.js';
import { common } from './common.js';
import { seo } from './seo.js';
import { product } from './product.js';
import { brands } from './brands.js';
import { agronomy } from './agronomy.js';
import { counter } from './counter.js';
import { pages } from './pages.js';
import { layout } from './layout.js';
import { listing } from './listing.js';
import { auth } from './auth.js';
import { profile } from './profile.js';
import { places } from './places.js';
import { push } from './push.js';
import { cart } from './cart.js';
import { checkout } from './checkout.js';
import { orders } from './orders.js';
import { reviews } from './reviews.js';
import { wishlist } from './wishlist.js';
import { passwords } from './passwords.js';
import { admin } from './admin.js';
import { errors } from './errors.js';
import { referral } from './referral.js';
import { lots } from './lots.js';

/** Kannada UI strings; the type makes a missing key a compile error. */
export const kn: Record<MessageKey, string> = {
  ...common,
  ...seo,
  ...product,
  ...brands,
  ...agronomy,
  ...counter,
  ...pages,
  ...layout,
  ...listing,
  ...auth,
  ...profile,
  ...places,
  ...push,
  ...cart,
  ...checkout,
  ...orders,
  ...reviews,
  ...wishlist,
  ...passwords,
  ...admin,
  ...errors,
  ...referral,
  ...lots,
};
