import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/contact';
import type { DocumentContent } from './types';

const about: DocumentContent = {
  title: 'About Us',
  updated: '2026-11-01',
  intro: [
    'Krishi Mandi is an online marketplace for agri-inputs, built for the farmers, traders and agri-businesses of India. We bring seeds, fertilisers, crop protection, irrigation equipment, tools and animal care products from trusted brands to one place, at honest prices, with delivery to your village or town.',
  ],
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      paragraphs: [
        'Every season a farmer makes dozens of decisions that depend on getting the right input at the right time. Our mission is to make that easier: genuine products, clear information on how to use them, and fair prices that anyone can compare before buying.',
      ],
    },
    {
      id: 'range',
      heading: 'What you will find here',
      items: [
        'Seeds of field crops, vegetables and fruits from established seed companies.',
        'Chemical and organic fertilisers, micronutrients and plant growth products.',
        'Insecticides, fungicides and herbicides, with the dosage and method of application on every product page.',
        'Drip and sprinkler irrigation parts, sprayers, hand tools and small machinery.',
        'Feed, supplements and care products for cattle, poultry and other animals.',
      ],
    },
    {
      id: 'trust',
      heading: 'Why farmers trust us',
      items: [
        'Genuine products only: every brand on Krishi Mandi is a verified seller, and products arrive in their original, sealed packs.',
        'Information you can act on: each product lists its application, features and recommended dosage in English and Kannada.',
        'Transparent prices: the MRP, the selling price and the discount are shown before you add anything to your cart.',
        'Delivery across India: sellers pack your order and ship it to your address, and checkout shows the estimated delivery date.',
      ],
    },
    {
      id: 'sellers',
      heading: 'For sellers and service providers',
      paragraphs: [
        'Agri-input companies, dealers and distributors can reach thousands of buyers by registering on our seller portal. Farmers can also list their produce, rent out machinery and offer farm services through the Krishi Mandi mobile app.',
      ],
    },
    {
      id: 'language',
      heading: 'In your language',
      paragraphs: [
        'The storefront is available in English and Kannada, and product details are shown in the language you choose wherever a translation is available.',
      ],
    },
    {
      id: 'contact',
      heading: 'Talk to us',
      paragraphs: [
        `We are happy to help with orders, products or anything else. Write to our support team at ${SUPPORT_EMAIL}, or call or WhatsApp us on ${SUPPORT_PHONE}.`,
      ],
    },
  ],
};

export default about;
