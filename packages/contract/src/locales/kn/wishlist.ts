import type { wishlist as en } from '../en/wishlist.js';

/** ಇಷ್ಟಪಟ್ಟಿಯ ಪಠ್ಯಗಳು. */
export const wishlist: Record<keyof typeof en, string> = {
  'wishlist.loading': 'ನಿಮ್ಮ ಇಷ್ಟಪಟ್ಟಿ ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  'wishlist.loadFailed': 'ನಿಮ್ಮ ಇಷ್ಟಪಟ್ಟಿಯನ್ನು ಲೋಡ್ ಮಾಡಲು ವಿಫಲವಾಗಿದೆ.',
  'wishlist.empty': 'ಅಯ್ಯೋ, ಇಲ್ಲಿ ಏನೂ ಇಲ್ಲ!',
  'wishlist.image': 'ಚಿತ್ರ',
  'wishlist.product': 'ಉತ್ಪನ್ನ',
  'wishlist.price': 'ಬೆಲೆ',
  'wishlist.addToCart': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'wishlist.remove': 'ತೆಗೆದುಹಾಕಿ',
  'wishlist.removeOne': '{{product}} ಅನ್ನು ಇಷ್ಟಪಟ್ಟಿಯಿಂದ ತೆಗೆದುಹಾಕಿ',
  'wishlist.add': '{{product}} ಅನ್ನು ಇಷ್ಟಪಟ್ಟಿಗೆ ಸೇರಿಸಿ',
  'wishlist.loginRequired': 'ನಿಮ್ಮ ಇಷ್ಟಪಟ್ಟಿಯನ್ನು ಬಳಸಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ!',
  'wishlist.adding': 'ಉತ್ಪನ್ನವನ್ನು ಇಷ್ಟಪಟ್ಟಿಗೆ ಸೇರಿಸಲಾಗುತ್ತಿದೆ...',
  'wishlist.added': 'ಉತ್ಪನ್ನವನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಗಿದೆ!',
  'wishlist.addFailed': 'ಉತ್ಪನ್ನವನ್ನು ಸೇರಿಸುವಲ್ಲಿ ದೋಷ',
  'wishlist.removing': 'ಉತ್ಪನ್ನವನ್ನು ಇಷ್ಟಪಟ್ಟಿಯಿಂದ ತೆಗೆದುಹಾಕಲಾಗುತ್ತಿದೆ...',
  'wishlist.removed': 'ಉತ್ಪನ್ನವನ್ನು ಯಶಸ್ವಿಯಾಗಿ ತೆಗೆದುಹಾಕಲಾಗಿದೆ!',
  'wishlist.removeFailed': 'ಉತ್ಪನ್ನವನ್ನು ತೆಗೆದುಹಾಕುವಲ್ಲಿ ದೋಷ',
};
