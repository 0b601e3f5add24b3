import type { footer as en } from '../en/footer.js';

export const footer: Record<keyof typeof en, string> = {
  'footer.about': 'ಕೃಷಿ ಮಂಡಿ ಬಗ್ಗೆ',
  'footer.policies': 'ನೀತಿಗಳು',
  'footer.aboutUs': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'footer.terms': 'ಸೇವಾ ನಿಯಮಗಳು',
  'footer.privacy': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'footer.refund': 'ಮರುಪಾವತಿ ನೀತಿ',
  'footer.referral': 'ರೆಫರಲ್ ಪಾಯಿಂಟ್‌ಗಳು',
  'footer.support': 'ಗ್ರಾಹಕ ಸಹಾಯ',
  'footer.email': 'ಇ-ಮೇಲ್: {{email}}',
  'footer.phone': 'ಕರೆ ಅಥವಾ ವಾಟ್ಸ್‌ಆ್ಯಪ್: {{phone}}',
  'footer.hours': 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ 9 ರಿಂದ ಸಂಜೆ 6',
  'footer.follow': 'ನಮ್ಮನ್ನು ಅನುಸರಿಸಿ',
  'footer.app': 'ಗೂಗಲ್ ಪ್ಲೇಯಲ್ಲಿ ಕೃಷಿ ಮಂಡಿ ಆ್ಯಪ್ ಪಡೆಯಿರಿ',
  'footer.jumpTo': 'ಇಲ್ಲಿಗೆ ಹೋಗಿ',
  'footer.cart': 'ಕಾರ್ಟ್',
  'footer.brands': 'ಬ್ರ್ಯಾಂಡ್‌ಗಳು',
  'footer.login': 'ಲಾಗಿನ್',
  'footer.register': 'ನೋಂದಣಿ',
  'footer.copyright': '© {{year}} ಕೃಷಿ ಮಂಡಿ. ಎಲ್ಲಾ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
};
