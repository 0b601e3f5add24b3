/** Texts the server writes into a page's head for search engines and link previews. */
export const seo = {
  'seo.productsTitle': 'Products',
  'seo.productsDescription':
    'Browse seeds, fertilizers, crop protection, irrigation, tools and animal care products from trusted brands at Krishi Mandi.',
  'seo.categoryDescription':
    'Shop {{name}} online at Krishi Mandi: genuine agri-inputs from trusted brands, delivered across India.',
  'seo.brandDescription': 'Products by {{name}} at Krishi Mandi: genuine agri-inputs, delivered across India.',
  'seo.cropsTitle': 'Crops',
  'seo.cropsDescription':
    'Find seeds, nutrition and crop protection for your crop: paddy, cotton, chilli, arecanut and more at Krishi Mandi.',
  'seo.cropTitle': '{{name}}: seeds, nutrition and protection',
  'seo.cropDescription':
    'Everything for {{name}}: seeds, fertilizers and the products that control its pests and diseases, with doses.',
  'seo.problemTitle': 'How to control {{name}}',
  'seo.problemDescription': 'What {{name}} is, how to recognise it, and the products that control it, with their dose.',
} as const;
