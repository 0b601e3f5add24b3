import type { brands as en } from '../en/brands.js';

export const brands: Record<keyof typeof en, string> = {
  'brands.title': 'ಬ್ರ್ಯಾಂಡ್‌ಗಳು',
  'brands.intro': 'ದೇಶದಾದ್ಯಂತದ ನಂಬಿಕಸ್ಥ ಬ್ರ್ಯಾಂಡ್‌ಗಳ ಬೀಜಗಳು, ರಸಗೊಬ್ಬರಗಳು, ಬೆಳೆ ಸಂರಕ್ಷಣೆ ಮತ್ತು ಕೃಷಿ ಉಪಕರಣಗಳು.',
  'brands.loading': 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  'brands.empty': 'ಯಾವುದೇ ಬ್ರ್ಯಾಂಡ್ ಕಂಡುಬಂದಿಲ್ಲ',
  'categories.title': 'ವರ್ಗಗಳು',
  'categories.intro': 'ಕೃಷಿಗೆ ಬೇಕಾದ ಎಲ್ಲವೂ, ನೀವು ಬೇಗನೆ ಹುಡುಕುವಂತೆ ವಿಂಗಡಿಸಲಾಗಿದೆ.',
  'categories.loading': 'ವರ್ಗಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ...',
  'categories.empty': 'ಯಾವುದೇ ವರ್ಗ ಕಂಡುಬಂದಿಲ್ಲ',
  'categories.viewAll': 'ಎಲ್ಲಾ {{name}} ನೋಡಿ',
};
