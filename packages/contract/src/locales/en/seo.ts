/** Texts the server writes into a page's head for search engines and link previews. */
export const seo = {
  'seo.productsTitle': 'Products',
  'seo.productsDescription':
    'Browse seeds, fertilizers, crop protection, irrigation, tools and animal care products from trusted brands at Krishi Mandi.',
  'seo.categoryDescription':
    'Shop {{name}} online at Krishi Mandi: genuine agri-inputs from trusted brands, delivered across India.',
  'seo.brandDescription': 'Products by {{name}} at Krishi Mandi: genuine agri-inputs, delivered across India.',
} as const;
