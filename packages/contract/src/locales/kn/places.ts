import type { places as en } from '../en/places.js';

export const places: Record<keyof typeof en, string> = {
  'places.label': 'ತ್ವರಿತ ವಿಳಾಸ ಭರ್ತಿ',
  'places.hint': 'ಹಳ್ಳಿ, ಪಟ್ಟಣ ಅಥವಾ ಪಿನ್ ಕೋಡ್ ಟೈಪ್ ಮಾಡಿ (ಕನಿಷ್ಠ 3 ಅಕ್ಷರಗಳು).',
  'places.placeholder': 'ನಿಮ್ಮ ಸ್ಥಳವನ್ನು ಹುಡುಕಿ',
  'places.search': 'ಸ್ಥಳ ಹುಡುಕಿ',
  'places.suggestions': 'ಸ್ಥಳಗಳು',
  'places.searching': 'ಹುಡುಕಲಾಗುತ್ತಿದೆ...',
  'places.empty': 'ದಯವಿಟ್ಟು ಸ್ಥಳದ ಹೆಸರನ್ನು ನಮೂದಿಸಿ',
  'places.noResults': 'ಈ ಸ್ಥಳಕ್ಕೆ ಯಾವುದೇ ಫಲಿತಾಂಶಗಳು ಕಂಡುಬಂದಿಲ್ಲ',
  'places.error': 'ಸ್ಥಳ ಸಲಹೆಗಳನ್ನು ಪಡೆಯಲು ವಿಫಲವಾಗಿದೆ',
  'places.selected': 'ಸ್ಥಳ ಆಯ್ಕೆಯಾಗಿದೆ!',
  'places.option': '{{place}}, {{district}}, {{state}} {{pinCode}}',
  'places.where': '{{district}}, {{state}} {{pinCode}}',
};
