/**
 * The API's refusals, by code: `error.<code>` is the English message the server answers with
 * (the `{{name}}` parts filled from the body's `params`) and the line the page says it with.
 * Adding a refusal is one line here and its line in the Kannada file.
 */
export const errors = {
  // Any call.
  'error.badRequest': 'Bad request',
  'error.invalidInput': '{{detail}}',
  'error.malformedJson': 'The request body is not valid JSON',
  'error.jsonTooDeep': 'The request body nests objects and arrays more than {{levels}} levels deep',
  'error.nulCharacter': 'Text cannot contain the NUL character (\\u0000)',
  'error.notFound': 'Not found',
  'error.tooManyRequests': 'Too many requests, please slow down and try again shortly',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.serviceUnavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'error.unauthorized': 'Session expired. Please log in again.',
  'error.forbidden': 'You cannot access this account.',
  'error.productNotFound': 'Error fetching product with ID {{id}}',

  // Login.
  'error.loginPhoneInvalid': 'Please enter a 10-digit number.',
  'error.phoneInvalid': 'Please enter a valid 10-digit Indian mobile number',
  'error.otpWrongOrExpired': 'The code is wrong or has expired. Please check it or request a new one.',
  'error.otpTooManyTries': 'Too many wrong codes. Please request a new code.',
  'error.otpResendWait': 'Please wait {{seconds}} seconds before requesting a new code.',
  'error.otpSendLimit': 'Too many codes requested. Please try again in a few minutes.',
  'error.verifyLimit': 'Too many failed attempts. Please try again in an hour.',

  // Password reset, e-mail login and the profile.
  'error.resetCodeWrongOrExpired': 'The code is wrong or has expired. Please check it or request a new one.',
  'error.resetCodeTooManyTries': 'Too many wrong codes. Please request a new code.',
  'error.resetSendLimit': 'Too many codes requested. Please try again later.',
  'error.emailLoginFailed': 'The e-mail or password is wrong',
  'error.emailLoginLimit': 'Too many failed attempts. Please try again later.',
  'error.emailTaken': 'This e-mail is used by another account',
  'error.emailChangeLimit': 'You have changed your e-mail too many times. Please try again in an hour.',
  'error.profileFieldMissing': 'Missing required parameter: userDtoJsonString',
  'error.profileNotJson': 'userDtoJsonString must be a JSON object',
  'error.profilePhoneMismatch': 'The phone number cannot be changed',
  'error.profileImageInvalid': 'The profile image must be a JPEG, PNG or WebP picture under 5 MB',

  // Places and addresses.
  'error.unknownState': 'Unknown state',
  'error.pinCodeUnknown': 'We could not find this pincode',
  'error.addressNotFound': 'Address not found',
  'error.addressNotSelected': 'Please select an address to place your order.',

  // Cart and coupons.
  'error.cartNotFound': 'Cart not found',
  'error.cartItemNotFound': 'This item is not in your cart',
  'error.quantityTooLarge': 'Quantity cannot be more than {{max}}',
  'error.outOfStock': 'This product is out of stock',
  'error.notEnoughStock': 'Only {{count}} left in stock',
  'error.variantUnavailable': 'This product variant is not available',
  'error.cartItemRepeated': 'Each product variant can be in the cart only once',
  'error.cartTooManyItems': 'The cart cannot hold more than {{max}} products',
  'error.cartEmpty': 'Your Cart is empty',
  'error.removeProductsEmpty': 'Choose at least one product to remove',
  'error.productsUndeliverable': 'Some products cannot be delivered',
  'error.couponMinimum': 'Minimum order value of {{amount}} required!',
  'error.couponCodeInvalid': 'Enter a valid coupon code',
  'error.couponNotFound': 'Coupon not found',
  'error.couponExpired': 'This coupon has expired',
  'error.couponUsedUp': 'You have already used this coupon',

  // Payment and orders.
  'error.paymentInfoInvalid': 'The payment details are missing or malformed',
  'error.paymentNotVerified': 'The payment could not be verified',
  'error.paymentOrderNotFound': 'Payment order not found',
  'error.paymentAmountMismatch': 'The amount paid does not match the order',
  'error.paymentNotCaptured': 'The payment has not been completed',
  'error.paymentGatewayUnavailable': 'The payment service is not answering. Please try again in a moment.',
  'error.stockGoneRefunded':
    'Sorry, some items sold out while you were paying. Your payment is being refunded in full.',
  'error.orderNotFound': 'Order not found.',
  'error.orderNotCancellable': "Order cannot be canceled as it is not in 'Placed' status.",
  'error.sandboxCardDeclined': 'Your card was declined. Please try another card.',
  'error.sandboxCardUnknown': 'This is not a sandbox test card. Use 4111 1111 1111 1111 to pay.',
  'error.webhookSignatureInvalid': 'The webhook signature is missing or wrong',
  'error.adminOrderStep': 'An order can move to {{to}} only from {{from}}; this one is {{status}}.',

  // Wishlist and push.
  'error.wishlistItemNotFound': 'This product is not in your wishlist',
  'error.pushServiceUnknown': "Notifications are not supported from this browser's push service",

  // Back office.
  'error.adminCategoryNotFound': 'Category not found',
  'error.adminCategoryCycle': 'A category cannot be moved under itself or one of its subcategories',
  'error.adminSellerNotFound': 'Seller not found',
  'error.adminStateUnknown': 'Unknown state: {{state}}',
  'error.adminVariantNotFound': 'Variant not found',
  'error.adminImageInvalid': 'The picture must be a JPEG, PNG or WebP image under 5 MB',
  'error.adminImageNotOwned': 'Images can only be removed or reordered; upload new ones',
  'error.adminCouponCodeTaken': 'A coupon with this code already exists',
  'error.adminPromotionNotFound': 'Promotion not found',
  'error.adminPromotionNeedsImage': 'Upload a picture before making the promotion active',
  'error.adminPromotionOrderIncomplete': 'List every promotion exactly once',
  'error.adminReviewNotFound': 'Review not found',
  'error.adminCsvInvalid': 'The file is not a CSV with the product columns',
  'error.adminCsvTooLarge': 'The file is too large',
  'error.adminCsvRowHasErrors': '{{count}} row has errors; nothing was imported',
  'error.adminCsvRowsHaveErrors': '{{count}} rows have errors; nothing was imported',
  'error.imageNotFound': 'Image not found',
  'error.imageKeyInvalid': 'Invalid image key',
  'error.metricsNotAllowed': 'Metrics are served to the private network, or with the metrics token.',
} as const;
