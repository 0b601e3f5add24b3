import { formatRupees, type Paise } from './money.js';

/**
 * Server-side and shared messages, quoted from the spec where it has one.
 * UI strings live in the locale bundles (./locales); these are what the API answers.
 */
export const messages = {
  invalidId: 'Id must be a positive whole number',
  searchTooLong: 'Search text is too long',
  productNotFound: (id: number | string) => `Error fetching product with ID ${id}`,
  notFound: 'Not found',
  badRequest: 'Bad request',
  malformedJson: 'The request body is not valid JSON',
  tooManyRequests: 'Too many requests, please slow down and try again shortly',
  internal: 'Something went wrong on our side. Please try again.',
  unsupportedLocale: 'Unsupported locale',
  tooLong: 'This text is too long',

  // Login (spec sections 5 and 8). Registered and unregistered phones get the same answers.
  loginPhoneInvalid: 'Please enter a 10-digit number.',
  otpInvalidFormat: 'The code must be 6 digits',
  otpSent: 'OTP Sent!',
  otpWrongOrExpired: 'The code is wrong or has expired. Please check it or request a new one.',
  otpTooManyTries: 'Too many wrong codes. Please request a new code.',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  otpSendLimit: 'Too many codes requested. Please try again in a few minutes.',
  verifyLimit: 'Too many failed attempts. Please try again in an hour.',
  verified: 'Verification successful!',
  loggedOut: 'Logged out',
  unauthorized: 'Session expired. Please log in again.',
  forbidden: 'You cannot access this account.',

  // Registration (spec section 5).
  firstNameRequired: 'First Name is required',
  firstNameTooShort: 'First Name must be at least 2 characters',
  lastNameRequired: 'Last Name is required',
  lastNameTooShort: 'Last Name must be at least 2 characters',
  genderRequired: 'Gender is required',
  userTypeRequired: 'User Type is required',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  phoneTooLong: 'Phone number cannot exceed 10 digits',
  pinCodeInvalid: 'Pincode must be exactly 6 digits',
  profileFieldMissing: 'Missing required parameter: userDtoJsonString',
  profileNotJson: 'userDtoJsonString must be a JSON object',
  profilePhoneMismatch: 'The phone number cannot be changed',
  profileImageInvalid: 'The profile image must be a JPEG, PNG or WebP picture under 5 MB',
  registrationSuccessful: 'Registration successful',
  profileUpdated: 'Profile updated successfully',

  // Places.
  countryUnsupported: 'Only INDIA is supported',
  placeQueryTooShort: 'Type at least 3 characters',
  unknownState: 'Unknown state',

  // Push.
  pushSubscribed: 'Push notification subscription complete!',
  pushEndpointInsecure: 'The push endpoint must be an https:// URL',
  pushKeyInvalid: 'This is not a push subscription key',

  // Cart (spec section 8; quantities checked against the variant's stock by the server).
  cartNotFound: 'Cart not found',
  cartItemNotFound: 'This item is not in your cart',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: (max: number) => `Quantity cannot be more than ${max}`,
  outOfStock: 'This product is out of stock',
  notEnoughStock: (available: number) => `Only ${available} left in stock`,
  variantUnavailable: 'This product variant is not available',
  cartItemRepeated: 'Each product variant can be in the cart only once',
  cartTooManyItems: (max: number) => `The cart cannot hold more than ${max} products`,
  cartEmpty: 'Your Cart is empty',
  removeProductsEmpty: 'Choose at least one product to remove',
  productsUndeliverable: 'Some products cannot be delivered',

  // Coupons (spec sections 5 and 8).
  couponMinimum: (amount: Paise) => `Minimum order value of ${formatRupees(amount)} required!`,
  couponCodeInvalid: 'Enter a valid coupon code',
  couponNotFound: 'Coupon not found',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'You have already used this coupon',

  // Address form (spec section 5).
  nameRequired: 'Name is required',
  addressLineRequired: 'Address is required',
  talukRequired: 'Taluk is required',
  countryRequired: 'Country is required',
  pinCodeRequired: 'Pincode is required',
  addressPhoneInvalid: 'Phone number must be a valid 10-digit Indian mobile number',
  emailInvalid: 'Please enter a valid email address',
  addressNotFound: 'Address not found',
  pinCodeUnknown: 'We could not find this pincode',
  addressNotSelected: 'Please select an address to place your order.',

  // Checkout and orders (spec section 8).
  paymentInfoInvalid: 'The payment details are missing or malformed',
  paymentNotVerified: 'The payment could not be verified',
  paymentOrderNotFound: 'Payment order not found',
  paymentAmountMismatch: 'The amount paid does not match the order',
  orderIdRequired: 'Order ID is required.',
  orderNotFound: 'Order not found.',
  orderNotCancellable: "Order cannot be canceled as it is not in 'Placed' status.",
  sandboxCardInvalid: 'Enter a card number of 12 to 19 digits',
  sandboxCardDeclined: 'Your card was declined. Please try another card.',
  sandboxCardUnknown: 'This is not a sandbox test card. Use 4111 1111 1111 1111 to pay.',
  paymentNotCaptured: 'The payment has not been completed',
  orderCreated: 'Order created successfully!',
  orderCancelled: 'Order cancelled successfully.',
  orderNotPlaced: 'Your order could not be placed',
  stockGoneRefunded: 'Sorry, some items sold out while you were paying. Your payment is being refunded in full.',
  webhookSignatureInvalid: 'The webhook signature is missing or wrong',
  paymentGatewayUnavailable: 'The payment service is not answering. Please try again in a moment.',
} as const;
