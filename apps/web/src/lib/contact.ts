/** How customers reach Krishi Mandi: shown in the footer and the menus. */
export const SUPPORT_EMAIL = 'support@krishimandi.in';
export const SUPPORT_PHONE = '+91 80 4710 2020';
/** wa.me and tel: want the number without spaces. */
export const SUPPORT_PHONE_DIGITS = '918047102020';

/** The Krishi Mandi app on the Google Play store. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.krishimandi.app';

export const SOCIAL_LINKS = [
  { key: 'footer.facebook', href: 'https://www.facebook.com/krishimandi.in' },
  { key: 'footer.instagram', href: 'https://www.instagram.com/krishimandi.in' },
  { key: 'footer.youtube', href: 'https://www.youtube.com/@krishimandi' },
  { key: 'footer.x', href: 'https://x.com/krishimandi_in' },
] as const;
