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
} as const;
