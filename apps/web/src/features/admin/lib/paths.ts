/** The back office's pages, all under /admin. */
export const adminPaths = {
  home: () => '/admin',
  reviews: () => '/admin/reviews',
  orders: () => '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
  products: () => '/admin/products',
  newProduct: () => '/admin/products/new',
  product: (id: number) => `/admin/products/${id}`,
  categories: () => '/admin/categories',
  sellers: () => '/admin/sellers',
  csv: () => '/admin/csv',
  coupons: () => '/admin/coupons',
  promotions: () => '/admin/promotions',
  synonyms: () => '/admin/search-synonyms',
  audit: () => '/admin/audit',
  shop: () => '/',
  login: () => '/login',
} as const;
