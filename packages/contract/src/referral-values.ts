/**
 * Referral points' plain values and links, kept apart from their schemas (referrals.ts): every
 * product page offers a WhatsApp share, and a browser module that reads only these does not
 * bring zod into the product page's start.
 */

/** Points the referrer earns when a referred phone completes registration. */
export const REFERRAL_POINTS = 10;
/** Days a referred phone has, from its first login, to complete registration and earn its referrer the points. */
export const REFERRAL_WINDOW_DAYS = 30;
/** Where a referral link points: the storefront keeps the code and sends the visitor on. */
export const referralPath = (code: string) => `/r/${code}`;

/** A WhatsApp link that opens a chat picker with the text ready to send. */
export const whatsAppShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
