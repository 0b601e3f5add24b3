import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/contact';
import type { DocumentContent } from './types';

const terms: DocumentContent = {
  title: 'Terms of Service',
  updated: '2026-11-01',
  intro: ['These terms govern your use of the Krishi Mandi website and mobile app. Please read them carefully.'],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By accessing or using the Krishi Mandi website or mobile app ("the platform") you agree to these Terms of Service. If you do not agree, please do not use the platform.',
        'We may update these terms from time to time. The date at the top shows when they last changed; using the platform after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the platform',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law. Anyone may browse the catalogue; buying requires an account verified with your mobile number through a one-time password (OTP).',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        'You are responsible for the accuracy of the information in your profile and for all activity on your account. Keep your phone and your OTPs to yourself: we will never ask you for an OTP on a call. Tell us at once if you suspect misuse.',
      ],
    },
    {
      id: 'products',
      heading: 'Products and product information',
      paragraphs: [
        'Products are sold by the independent sellers and brands listed on the platform. We try to show accurate descriptions, images, pack sizes and prices, but packaging may differ slightly from the pictures.',
        'Always read the label and follow the manufacturer’s instructions, especially for pesticides and other crop protection chemicals: wear protective equipment and store them out of reach of children and animals. Dosage information on the platform is a general guide and does not replace the advice of an agronomist or your local agriculture department.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and payment',
      paragraphs: [
        'All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise. Shipping charges, if any, are shown before you pay.',
        'Payment is made online through our payment partner; we do not store your card details. An order is confirmed only after the payment succeeds.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Orders, delivery and cancellation',
      paragraphs: [
        'Delivery times shown at checkout are estimates and depend on where the seller and you are. Some sellers do not deliver to every pincode; if an item cannot reach your address, we tell you before you pay.',
        'You can cancel an order free of charge until it is dispatched. Cancellations after dispatch, returns and refunds follow our Refund and Cancellation Policy.',
      ],
    },
    {
      id: 'coupons',
      heading: 'Coupons and referral points',
      paragraphs: [
        'Coupons and referral points come with their own conditions, such as a minimum order value or an expiry date, and may be withdrawn. They have no cash value. The Referral Points Policy explains how points are earned and used.',
      ],
    },
    {
      id: 'use',
      heading: 'Acceptable use',
      paragraphs: [
        'When you use the platform you agree to the rules below. We may suspend or close accounts that break them.',
      ],
      items: [
        'Do not place false orders or write fake reviews.',
        'Do not try to disrupt the platform or gain access to systems or accounts that are not yours.',
        'Do not copy the catalogue with automated tools.',
        'Do not post content that is unlawful, abusive or misleading.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      paragraphs: [
        'Reviews must be honest and based on your own experience of the product. They are checked before they are published, and we may decline or remove reviews that break these terms. By submitting a review you allow us to show it on the platform.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'As far as the law allows, Krishi Mandi is not liable for indirect or consequential losses, including crop losses caused by weather, pests or the way a product was used. Our liability for any order is limited to the amount paid for that order.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. Disputes are subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms can be sent to ${SUPPORT_EMAIL}, or ask our support team on ${SUPPORT_PHONE}.`,
      ],
    },
  ],
};

export default terms;
