import { slugify } from '@krishi/contract';

/** The login page's query flag of a visitor who came to sign up. */
export const SIGN_UP_PARAM = 'signup';

/** Every route of the storefront; components never write a path literal. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  /** Signing up starts with the phone login: the page says so. */
  loginToSignUp: () => `/login?${SIGN_UP_PARAM}`,
  register: () => '/register',
  /** Spec section 2: the password reset flow; each step goes on by a relative route. */
  forgotPassword: () => '/forgotPassword',
  verifyResetCode: () => '/forgotPassword/verifyCode',
  resetPassword: () => '/forgotPassword/verifyCode/resetPassword',
  yourAccount: () => '/your-account',
  signUp: () => '/sign-up',
  myOrders: () => '/my-orders',
  /** The back office: its own chunk and frame (features/admin has its inner paths). */
  admin: () => '/admin',
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  /** 'Refer a farmer': the user's referral link, points and history. */
  refer: () => '/refer',
  /** A referral link as the server writes it (`referralPath` in the contract). */
  referralLink: (code: string) => `/r/${code}`,
  /** A cart's lines shared as a link (features/cart/lib/shared-list.ts writes `items`). */
  sharedList: (items: string) => `/list?items=${items}`,
  orderSummary: () => '/order-summary',
  checkout: () => '/checkout',
  paymentSuccess: () => '/payment-success',
  orderDetails: (orderId: number) => `/order-details/${orderId}`,
  /** The order to cancel travels in navigation state, as the spec says; `?orderId=` survives a reload. */
  cancelOrder: (orderId: number) => `/cancel-order?orderId=${orderId}`,
  brands: () => '/brands',
  categories: () => '/categories',
  search: (query: string) => `/search?query=${encodeURIComponent(query)}`,
  /** Where the search form sends its `query` field by itself, before the page's code runs or without it. */
  searchForm: () => '/search',
  latest: () => '/search?query=Latest',
  product: (p: { id: number; title: string; brand: string }) =>
    `/product/${slugify(`${p.brand} ${p.title}`) || 'product'}/${p.id}`,
  category: (c: { id: number; name: string }) => `/products/${slugify(c.name) || `category-${c.id}`}/${c.id}`,
  brand: (b: { id: number; name: string }) => `/products/${slugify(b.name)}-${b.id}`,
  seller: (sellerId: number) => `/products?sellerId=${sellerId}`,
  products: () => '/products',
  crops: () => '/crops',
  crop: (slug: string) => `/crops/${slug}`,
  /** A pest's, a disease's or a weed's page: one shape for whatever harms a crop. */
  problem: (slug: string) => `/pests/${slug}`,
  aboutUs: () => '/aboutus',
  terms: () => '/tos',
  privacy: () => '/privacy',
  referral: (lang: 'en' | 'kn') => `/referral-points-${lang}`,
  refundPolicy: (lang: 'en' | 'kn') => `/refund-policy-${lang}`,
  farmerMarketplace: () => '/farmer-marketplace',
  sellOn: () => '/sell-on-krishi-mandi',
} as const;
