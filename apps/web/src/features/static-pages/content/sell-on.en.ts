import type { SellOnContent } from './types';

const content: SellOnContent = {
  heading: 'Sell on Krishi Mandi',
  lead: 'Grow your agri-input business with an online store that reaches farmers across India.',
  stat: { value: '20,000+', label: 'farmers and buyers already shop on Krishi Mandi' },
  about: {
    heading: 'A marketplace made for agri-inputs',
    paragraphs: [
      'Krishi Mandi connects seed companies, fertiliser and crop protection manufacturers, equipment makers, dealers and distributors with farmers, traders and agri-businesses. List your products once and they appear in English and Kannada, easy to find by category, brand and crop.',
      'We run the storefront, online payments and order management, so you can focus on stock and service. You decide the areas you deliver to, your prices and your offers.',
    ],
  },
  benefits: {
    heading: 'Why sell with us',
    items: [
      {
        heading: 'Reach more buyers',
        text: 'Your products are in front of thousands of farmers searching for exactly what you sell.',
      },
      {
        heading: 'Secure, timely payments',
        text: 'Buyers pay online before dispatch, and settlements go straight to your bank account.',
      },
      {
        heading: 'A simple seller portal',
        text: 'Add products and pack sizes, update stock and prices, and track orders from one dashboard.',
      },
      {
        heading: 'Your brand, your page',
        text: 'Every seller gets a brand tile and page, so loyal customers find all your products in one place.',
      },
    ],
  },
  steps: {
    heading: 'How to get started',
    items: [
      'Register on the seller portal with your business details, GST number and bank account.',
      'Upload your products with images, pack sizes, prices and dosage information.',
      'Receive orders and ship them to farmers in the areas you serve.',
    ],
  },
  cta: { heading: 'Ready to grow with us?', text: 'Registration is free and takes only a few minutes.' },
};

export default content;
