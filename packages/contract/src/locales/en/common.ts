export const common = {
  'app.name': 'Krishi Mandi',
  'app.tagline':
    'Empowering farmers and traders with easy access to agriculture products, services and information.',
  'common.loading': 'Loading...',
  'common.error': 'Something went wrong. Please try again.',
  'common.retry': 'Try again',
  'offline.badge': 'You are offline',
  'notFound.title': 'Page not found',
  'notFound.home': 'Take me home',
  'notFound.back': 'Go back',
  'cart.addToCart': 'Add to Cart',
  'cart.outOfStock': 'Out of Stock',
  'cart.loginRequired': 'Please log in to add items to your cart!',
  'price.discount': '{{percent}}% off',
  'price.mrp': 'MRP',
} as const;
