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
} as const;
