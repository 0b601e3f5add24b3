/** Where sellers register: the separate seller portal, outside this storefront (spec section 1). */
export const SELLER_PORTAL_URL = 'https://seller.krishimandi.in/register';

/** The Krishi Mandi app on the Google Play store, home of the farmer marketplace. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.krishimandi.app';
