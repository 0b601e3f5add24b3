import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@krishi/contract';

/**
 * The locale the visitor chose, from the cookie the page writes with its stored choice: the
 * language a page is rendered in and a login code is texted in.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const match = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
