import type { reviews as en } from '../en/reviews.js';

/** ವಿಮರ್ಶೆಗಳ ಪರದೆಯ ಪಠ್ಯಗಳು. */
export const reviews: Record<keyof typeof en, string> = {
  'reviews.listTitle': 'ಗ್ರಾಹಕರ ವಿಮರ್ಶೆಗಳು',
  'reviews.none': 'ಇನ್ನೂ ಯಾವುದೇ ವಿಮರ್ಶೆಗಳಿಲ್ಲ. ಈ ಉತ್ಪನ್ನವನ್ನು ಮೊದಲು ವಿಮರ್ಶಿಸುವವರಾಗಿ.',
  'reviews.loading': 'ವಿಮರ್ಶೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ...',
  'reviews.rated': '5 ರಲ್ಲಿ {{rating}} ರೇಟಿಂಗ್',
  'reviews.showMore': 'ಇನ್ನಷ್ಟು ತೋರಿಸಿ',
  'reviews.showLess': 'ಕಡಿಮೆ ತೋರಿಸಿ',
  'reviews.pages': 'ವಿಮರ್ಶೆಗಳ ಪುಟಗಳು',
  'reviews.previous': 'ಹಿಂದಿನ ವಿಮರ್ಶೆಗಳು',
  'reviews.next': 'ಇನ್ನಷ್ಟು ವಿಮರ್ಶೆಗಳು',
  'reviews.page': '{{total}} ರಲ್ಲಿ ಪುಟ {{page}}',
  'reviews.formTitle': 'ವಿಮರ್ಶೆ ಬರೆಯಿರಿ',
  'reviews.rating': 'ನಿಮ್ಮ ರೇಟಿಂಗ್',
  'reviews.star': '5 ರಲ್ಲಿ {{star}} ನಕ್ಷತ್ರಗಳು',
  'reviews.comment': 'ನಿಮ್ಮ ವಿಮರ್ಶೆ',
  'reviews.submit': 'ವಿಮರ್ಶೆ ಸಲ್ಲಿಸಿ',
  'reviews.submitting': 'ಸಲ್ಲಿಸಲಾಗುತ್ತಿದೆ...',
  'reviews.loginRequired': 'ವಿಮರ್ಶೆ ಸಲ್ಲಿಸಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
  'reviews.submitted': 'ವಿಮರ್ಶೆ ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಸಲಾಗಿದೆ! ಅನುಮೋದನೆಯ ನಂತರ ಅದು ಕಾಣಿಸುತ್ತದೆ.',
  'reviews.submitFailed': 'ವಿಮರ್ಶೆ ಸಲ್ಲಿಸಲು ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};
