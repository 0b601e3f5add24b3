import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/contact';
import type { DocumentContent } from './types';

const refund: DocumentContent = {
  title: 'Refund and Cancellation Policy',
  updated: '2026-11-01',
  intro: [
    'We want you to be happy with every purchase. This policy explains when and how you can cancel an order, return a product and get your money back.',
  ],
  sections: [
    {
      id: 'cancel',
      heading: 'Cancelling an order',
      paragraphs: [
        ({ feePercent }) =>
          feePercent === 0
            ? 'You can cancel an order free of charge at any time before it is dispatched, from My Orders. The full amount is refunded within 7-10 business days.'
            : `You can cancel an order at any time before it is dispatched, from My Orders. We keep the payment gateway's fee of ${feePercent}% of the amount paid, plus 18% GST on that fee, and refund the rest within 7-10 business days.`,
        'Once an order has been dispatched it can no longer be cancelled; the return and refund terms below apply instead.',
      ],
    },
    {
      id: 'request',
      heading: 'Asking for a refund',
      paragraphs: [
        'Send a refund request to our support team within 5 days of receiving your order, with your order number and photos of the product and its packaging.',
      ],
    },
    {
      id: 'decision',
      heading: 'Review and decision',
      paragraphs: [
        'We look at every request and tell you our decision within 3 business days. We may ask you to send the product back for inspection.',
      ],
    },
    {
      id: 'timing',
      heading: 'When and how you are refunded',
      paragraphs: [
        'Approved refunds are paid within 7-10 business days to the original payment method. For cash on delivery orders, we refund by bank transfer or another method agreed with you.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Return shipping',
      paragraphs: [
        'The cost of sending a product back is paid by the customer, unless the product is defective or is not the item you ordered.',
      ],
    },
    {
      id: 'excluded',
      heading: 'What cannot be refunded',
      items: [
        'Used or opened products.',
        'Products that are not in their original packaging.',
        'Products bought in a promotion or sale, unless the offer says otherwise.',
        'Perishable products such as seeds and fertilisers.',
        'Custom-made or specially ordered items.',
        'Products marked as non-returnable on their product page.',
      ],
    },
    {
      id: 'partial',
      heading: 'Partial refunds and exchanges',
      paragraphs: [
        'When only part of an order is affected, or a product shows signs of use, we may offer a partial refund, or an exchange for the same or a similar product, instead of a full refund.',
      ],
    },
    {
      id: 'help',
      heading: 'Need help?',
      paragraphs: [
        `For any question about a cancellation or a refund, write to ${SUPPORT_EMAIL} or call or WhatsApp ${SUPPORT_PHONE}.`,
      ],
    },
  ],
};

export default refund;
