import type { auth as en } from '../en/auth.js';

export const auth: Record<keyof typeof en, string> = {
  'auth.title': 'ಲಾಗಿನ್',
  'auth.signUpIntro':
    'ಹೊಸಬರೇ? ನೋಂದಣಿ ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯಿಂದ ಆರಂಭವಾಗುತ್ತದೆ: ನಾವು ನಿಮಗೆ ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ, ನಂತರ ನೀವು ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ವಿಳಾಸವನ್ನು ತುಂಬುತ್ತೀರಿ.',
  'auth.intro': 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಲಾಗಿನ್ ಮಾಡಿ. ನಾವು SMS ಮೂಲಕ 6 ಅಂಕಿಯ ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ.',
  'auth.phoneLabel': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'auth.sendOtp': 'OTP ಕಳುಹಿಸಿ',
  'auth.sending': 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...',
  'auth.otpSent': 'OTP ಕಳುಹಿಸಲಾಗಿದೆ!',
  'auth.sendError': 'OTP ಕಳುಹಿಸುವಲ್ಲಿ ದೋಷ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'auth.loginFailed': 'ಲಾಗಿನ್ ವಿಫಲವಾಗಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'auth.otpHeading': 'OTP ನಮೂದಿಸಿ',
  'auth.otpSentTo': '{{phone}} ಗೆ ಕಳುಹಿಸಿದ 6 ಅಂಕಿಯ ಕೋಡ್ ನಮೂದಿಸಿ.',
  'auth.changeNumber': 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
  'auth.digit': '{{count}} ರಲ್ಲಿ {{index}}ನೇ ಅಂಕಿ',
  'auth.verifying': 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  'auth.resend': 'OTP ಮರುಕಳುಹಿಸಿ',
  'auth.resendIn': '{{time}} ನಂತರ OTP ಮರುಕಳುಹಿಸಿ',
  'auth.verified': 'ಪರಿಶೀಲನೆ ಯಶಸ್ವಿಯಾಗಿದೆ!',
  'auth.verifyFailed': 'ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'auth.verifyError': 'OTP ಪರಿಶೀಲನೆಯ ವೇಳೆ ದೋಷ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'auth.noToken': 'OTP ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ',
};
