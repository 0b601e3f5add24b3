import type { common as en } from '../en/common.js';

export const common: Record<keyof typeof en, string> = {
  'app.name': 'ಕೃಷಿ ಮಂಡಿ',
  'app.tagline': 'ರೈತರು ಮತ್ತು ವ್ಯಾಪಾರಿಗಳಿಗೆ ಕೃಷಿ ಉತ್ಪನ್ನಗಳು, ಸೇವೆಗಳು ಮತ್ತು ಮಾಹಿತಿಯನ್ನು ಸುಲಭವಾಗಿ ತಲುಪಿಸುವ ಮೂಲಕ ಸಬಲೀಕರಣ.',
  'common.loading': 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  'common.error': 'ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'common.retry': 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'offline.badge': 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
  'notFound.title': 'ಪುಟ ಕಂಡುಬಂದಿಲ್ಲ',
  'notFound.home': 'ಮುಖಪುಟಕ್ಕೆ ಕರೆದೊಯ್ಯಿರಿ',
  'notFound.back': 'ಹಿಂದೆ ಹೋಗಿ',
  'cart.addToCart': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'cart.outOfStock': 'ಸ್ಟಾಕ್ ಇಲ್ಲ',
  'cart.loginRequired': 'ಕಾರ್ಟ್‌ಗೆ ಐಟಂಗಳನ್ನು ಸೇರಿಸಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ!',
  'price.discount': '{{percent}}% ರಿಯಾಯಿತಿ',
  'price.mrp': 'ಎಂಆರ್‌ಪಿ',
  'shipment.label': 'ಸಾಗಣೆ {{number}} ({{count}}ರಲ್ಲಿ) · ಮಾರಾಟಗಾರರು: {{seller}}',
  'auth.sessionExpired': 'ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಿ.',
  'profile.sessionExpired': 'ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಿ.',
};
