import type { seo as en } from '../en/seo.js';

export const seo: Record<keyof typeof en, string> = {
  'seo.productsTitle': 'ಉತ್ಪನ್ನಗಳು',
  'seo.productsDescription':
    'ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ ವಿಶ್ವಾಸಾರ್ಹ ಬ್ರ್ಯಾಂಡ್‌ಗಳ ಬೀಜಗಳು, ರಸಗೊಬ್ಬರಗಳು, ಬೆಳೆ ರಕ್ಷಣೆ, ನೀರಾವರಿ, ಉಪಕರಣಗಳು ಮತ್ತು ಪಶುಪಾಲನೆಯ ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ.',
  'seo.categoryDescription':
    '{{name}} ಅನ್ನು ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಖರೀದಿಸಿ: ವಿಶ್ವಾಸಾರ್ಹ ಬ್ರ್ಯಾಂಡ್‌ಗಳ ಅಸಲಿ ಕೃಷಿ ಪರಿಕರಗಳು, ಭಾರತದಾದ್ಯಂತ ತಲುಪಿಸಲಾಗುತ್ತದೆ.',
  'seo.brandDescription': 'ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ {{name}} ಉತ್ಪನ್ನಗಳು: ಅಸಲಿ ಕೃಷಿ ಪರಿಕರಗಳು, ಭಾರತದಾದ್ಯಂತ ತಲುಪಿಸಲಾಗುತ್ತದೆ.',
};
