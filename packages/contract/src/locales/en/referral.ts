/** Referral points and sharing on WhatsApp (issue 20; the policy is spec section 9). */
export const referral = {
  'referral.title': 'Refer a farmer',
  'referral.intro':
    'Share your link with a farmer. When they sign up through it and complete registration, you earn 10 points. 1 point is ₹1 off your orders.',
  'referral.balance': 'Your points',
  'referral.points': '{{points}} points',
  'referral.rules':
    'Use points at checkout once you have at least 50; they can pay up to 20% of an order. Points are not transferable, not refundable and not cashable.',
  'referral.policy': 'Referral points policy',
  'referral.yourLink': 'Your referral link',
  'referral.code': 'Your code: {{code}}',
  'referral.whatsApp': 'Share on WhatsApp',
  'referral.copy': 'Copy link',
  'referral.copied': 'Link copied',
  'referral.share': 'Share',
  'referral.message':
    'I buy seeds, fertilizers and farm tools on Krishi Mandi. Sign up with my link and start shopping: {{link}}',
  'referral.history': 'Points history',
  'referral.noHistory': 'No points yet. Share your link to earn your first.',
  'referral.entry.earned': 'A farmer you referred signed up',
  'referral.entry.spent': 'Used on order #{{orderId}}',
  'referral.entry.returned': 'Returned from cancelled order #{{orderId}}',
  'referral.entry.adjusted': 'Adjusted by Krishi Mandi: {{reason}}',
  'referral.loadFailed': 'Could not load your points. Please try again.',

  // Checkout.
  'referral.usePoints': 'Use my points',
  'referral.usePointsHint': 'You have {{points}} points; up to 20% of this order can be paid with them.',
  'referral.tooFewPoints': 'You have {{points}} points. Points can be used from 50.',

  // Sharing products, lists and orders.
  'referral.shareProduct': 'Share on WhatsApp',
  'referral.productMessage': '{{title}} for {{price}} on Krishi Mandi: {{link}}',
  'referral.shareList': 'Share this list',
  'referral.listMessage': 'My shopping list on Krishi Mandi: {{link}}',
  'referral.listTitle': 'Shared shopping list',
  'referral.listIntro': 'These products and quantities were shared with you.',
  'referral.addAll': 'Add all to my cart',
  'referral.addedAll': 'Added to your cart',
  'referral.logInToAdd': 'Log in to add them to your cart',
  'referral.listEmpty': 'This list is empty, or its link is incomplete.',
  'referral.listUnavailable': 'No longer available',
  'referral.quantity': 'Quantity: {{count}}',
  'referral.shareOrder': 'Share on WhatsApp',
  'referral.orderMessage': 'My Krishi Mandi order #{{orderId}}: {{items}}. Total {{total}}. Delivery by {{date}}.',
  'referral.orderMessageNoDate': 'My Krishi Mandi order #{{orderId}}: {{items}}. Total {{total}}.',
} as const;
