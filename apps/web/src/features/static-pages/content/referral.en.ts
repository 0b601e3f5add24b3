import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/contact';
import type { DocumentContent } from './types';

const referral: DocumentContent = {
  title: 'Referral Points Policy',
  updated: '2026-11-01',
  intro: ['Share Krishi Mandi with your friends and family, and earn points you can use on your own orders.'],
  sections: [
    {
      id: 'earn',
      heading: 'How you earn points',
      paragraphs: [
        'You earn 10 points for every person who signs up with your referral and completes their registration.',
      ],
    },
    {
      id: 'value',
      heading: 'What a point is worth',
      paragraphs: ['1 point is worth ₹1 when you use it on an order.'],
    },
    {
      id: 'redeem',
      heading: 'Using your points',
      items: [
        'You need at least 50 points before you can use them.',
        'On each order you can use points worth up to 20% of the order value. For example, on an order of ₹1,000 you can use up to 200 points (₹200).',
        'Points are applied at checkout and reduce the amount you pay.',
      ],
    },
    {
      id: 'conditions',
      heading: 'Conditions',
      items: [
        'Points cannot be transferred to another account.',
        'Points are not refundable and cannot be exchanged for cash.',
        'Only genuine sign-ups count: referrals made with fake or duplicate accounts are cancelled together with the points they earned.',
        'Krishi Mandi may change or end the referral programme; points already earned will be honoured as announced at that time.',
      ],
    },
    {
      id: 'help',
      heading: 'Questions',
      paragraphs: [
        `If you have a question about your points, write to ${SUPPORT_EMAIL} or call or WhatsApp ${SUPPORT_PHONE}.`,
      ],
    },
  ],
};

export default referral;
