/** Where sellers register: the separate seller portal, outside this storefront (spec section 1). */
export const SELLER_PORTAL_URL = 'https://seller.krishimandi.in/register';
