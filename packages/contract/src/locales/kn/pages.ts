import type { pages as en } from '../en/pages.js';

export const pages: Record<keyof typeof en, string> = {
  'pages.loading': 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  'pages.loadError': 'ಈ ಪುಟವನ್ನು ಲೋಡ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'pages.about.title': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'pages.terms.title': 'ಸೇವಾ ನಿಯಮಗಳು',
  'pages.privacy.title': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'pages.referral.title': 'ರೆಫರಲ್ ಪಾಯಿಂಟ್ ನೀತಿ',
  'pages.refund.title': 'ಮರುಪಾವತಿ ಮತ್ತು ರದ್ದತಿ ನೀತಿ',
  'pages.farmerMarketplace.title': 'ರೈತರ ಮಾರುಕಟ್ಟೆ',
  'pages.sellOn.title': 'ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ ಮಾರಾಟ ಮಾಡಿ',
  'pages.lastUpdated': 'ಕೊನೆಯದಾಗಿ ನವೀಕರಿಸಿದ್ದು: {{date}}',
  'pages.contents': 'ಈ ಪುಟದಲ್ಲಿ',
  'pages.readInEnglish': 'Read this policy in English',
  'pages.readInKannada': 'ಈ ನೀತಿಯನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ',
  'pages.newTab': '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  'pages.getApp': 'Google Play ನಿಂದ ಆ್ಯಪ್ ಪಡೆಯಿರಿ',
  'pages.registerToday': 'ಇಂದೇ ನೋಂದಾಯಿಸಿ',
  'pages.notFound.text': 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ ಅಥವಾ ಬೇರೆಡೆಗೆ ಸರಿಸಲಾಗಿದೆ.',
  'pages.notFound.pageTitle': 'ಪುಟ ಕಂಡುಬಂದಿಲ್ಲ',
};
