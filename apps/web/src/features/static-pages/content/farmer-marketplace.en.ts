import type { FarmerMarketplaceContent } from './types';

const content: FarmerMarketplaceContent = {
  heading: 'Farmer Marketplace',
  lead: 'Sell what you grow, rent out what you own and offer the skills you have, directly to farmers and buyers near you, from the Krishi Mandi app.',
  blocks: [
    {
      id: 'products',
      heading: 'List Your Products',
      text: 'Post your harvest (grains, pulses, vegetables, fruit, milk or seed) with photos, quantity and your price. Buyers and traders in your area contact you directly, with no middlemen taking a cut.',
    },
    {
      id: 'machinery',
      heading: 'Rent Out Machinery',
      text: 'Tractors, rotavators, harvesters, sprayers and pumps stand idle for much of the year. List them for rent by the hour or by the day and earn from them between your own seasons.',
    },
    {
      id: 'services',
      heading: 'Offer Your Services',
      text: 'Skilled at ploughing, spraying, pruning, harvesting or animal care? Offer your services to farmers nearby and get booked for work in your village and the villages around it.',
    },
  ],
  steps: {
    heading: 'How it works',
    items: [
      'Download the app and sign in with your mobile number.',
      'Add a listing with photos, a price and your location.',
      'Talk to interested buyers and close the deal on your terms.',
    ],
  },
  download: {
    heading: 'Start on your phone',
    text: 'The farmer marketplace lives in the Krishi Mandi mobile app. Download it free from the Google Play Store, sign in with your mobile number and create your first listing in minutes.',
  },
};

export default content;
