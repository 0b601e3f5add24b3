import type { referral as en } from '../en/referral.js';

export const referral: Record<keyof typeof en, string> = {
  'referral.title': 'ರೈತರನ್ನು ಆಹ್ವಾನಿಸಿ',
  'referral.intro':
    'ನಿಮ್ಮ ಲಿಂಕ್ ಅನ್ನು ರೈತರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಿ. ಅವರು ಅದರ ಮೂಲಕ ಸೈನ್ ಅಪ್ ಮಾಡಿ ನೋಂದಣಿ ಪೂರ್ಣಗೊಳಿಸಿದಾಗ ನಿಮಗೆ 10 ಪಾಯಿಂಟ್‌ಗಳು ಸಿಗುತ್ತವೆ. 1 ಪಾಯಿಂಟ್ ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳಲ್ಲಿ ₹1 ರಿಯಾಯಿತಿ.',
  'referral.balance': 'ನಿಮ್ಮ ಪಾಯಿಂಟ್‌ಗಳು',
  'referral.points': '{{points}} ಪಾಯಿಂಟ್‌ಗಳು',
  'referral.rules':
    'ಕನಿಷ್ಠ 50 ಪಾಯಿಂಟ್‌ಗಳಿದ್ದಾಗ ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಬಳಸಿ; ಒಂದು ಆರ್ಡರ್‌ನ 20% ವರೆಗೆ ಪಾವತಿಸಬಹುದು. ಪಾಯಿಂಟ್‌ಗಳನ್ನು ವರ್ಗಾಯಿಸಲು, ಮರುಪಾವತಿಸಲು ಅಥವಾ ನಗದಾಗಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'referral.policy': 'ರೆಫರಲ್ ಪಾಯಿಂಟ್‌ಗಳ ನೀತಿ',
  'referral.yourLink': 'ನಿಮ್ಮ ರೆಫರಲ್ ಲಿಂಕ್',
  'referral.code': 'ನಿಮ್ಮ ಕೋಡ್: {{code}}',
  'referral.whatsApp': 'ವಾಟ್ಸಾಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ',
  'referral.copy': 'ಲಿಂಕ್ ನಕಲಿಸಿ',
  'referral.copied': 'ಲಿಂಕ್ ನಕಲಿಸಲಾಗಿದೆ',
  'referral.share': 'ಹಂಚಿಕೊಳ್ಳಿ',
  'referral.message':
    'ನಾನು ಬೀಜ, ಗೊಬ್ಬರ ಮತ್ತು ಕೃಷಿ ಉಪಕರಣಗಳನ್ನು ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ ಖರೀದಿಸುತ್ತೇನೆ. ನನ್ನ ಲಿಂಕ್ ಮೂಲಕ ಸೈನ್ ಅಪ್ ಮಾಡಿ ಖರೀದಿ ಆರಂಭಿಸಿ: {{link}}',
  'referral.history': 'ಪಾಯಿಂಟ್‌ಗಳ ಇತಿಹಾಸ',
  'referral.noHistory': 'ಇನ್ನೂ ಪಾಯಿಂಟ್‌ಗಳಿಲ್ಲ. ಮೊದಲ ಪಾಯಿಂಟ್‌ಗಳನ್ನು ಗಳಿಸಲು ನಿಮ್ಮ ಲಿಂಕ್ ಹಂಚಿಕೊಳ್ಳಿ.',
  'referral.entry.earned': 'ನೀವು ಆಹ್ವಾನಿಸಿದ ರೈತರು ಸೈನ್ ಅಪ್ ಮಾಡಿದ್ದಾರೆ',
  'referral.entry.spent': 'ಆರ್ಡರ್ #{{orderId}} ನಲ್ಲಿ ಬಳಸಲಾಗಿದೆ',
  'referral.entry.returned': 'ರದ್ದಾದ ಆರ್ಡರ್ #{{orderId}} ನಿಂದ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ',
  'referral.entry.adjusted': 'ಕೃಷಿ ಮಂಡಿಯಿಂದ ಹೊಂದಾಣಿಕೆ: {{reason}}',
  'referral.loadFailed': 'ನಿಮ್ಮ ಪಾಯಿಂಟ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',

  'referral.usePoints': 'ನನ್ನ ಪಾಯಿಂಟ್‌ಗಳನ್ನು ಬಳಸಿ',
  'referral.usePointsHint': 'ನಿಮ್ಮ ಬಳಿ {{points}} ಪಾಯಿಂಟ್‌ಗಳಿವೆ; ಈ ಆರ್ಡರ್‌ನ 20% ವರೆಗೆ ಅವುಗಳಿಂದ ಪಾವತಿಸಬಹುದು.',
  'referral.tooFewPoints': 'ನಿಮ್ಮ ಬಳಿ {{points}} ಪಾಯಿಂಟ್‌ಗಳಿವೆ. 50 ಪಾಯಿಂಟ್‌ಗಳಿಂದ ಬಳಸಬಹುದು.',

  'referral.shareProduct': 'ವಾಟ್ಸಾಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ',
  'referral.productMessage': 'ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ {{title}} {{price}} ಕ್ಕೆ: {{link}}',
  'referral.shareList': 'ಈ ಪಟ್ಟಿಯನ್ನು ಹಂಚಿಕೊಳ್ಳಿ',
  'referral.listMessage': 'ಕೃಷಿ ಮಂಡಿಯಲ್ಲಿ ನನ್ನ ಖರೀದಿ ಪಟ್ಟಿ: {{link}}',
  'referral.listTitle': 'ಹಂಚಿಕೊಂಡ ಖರೀದಿ ಪಟ್ಟಿ',
  'referral.listIntro': 'ಈ ಉತ್ಪನ್ನಗಳು ಮತ್ತು ಪ್ರಮಾಣಗಳನ್ನು ನಿಮ್ಮೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗಿದೆ.',
  'referral.addAll': 'ಎಲ್ಲವನ್ನೂ ನನ್ನ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'referral.addedAll': 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ',
  'referral.logInToAdd': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲು ಲಾಗಿನ್ ಮಾಡಿ',
  'referral.listEmpty': 'ಈ ಪಟ್ಟಿ ಖಾಲಿಯಾಗಿದೆ ಅಥವಾ ಅದರ ಲಿಂಕ್ ಅಪೂರ್ಣವಾಗಿದೆ.',
  'referral.listUnavailable': 'ಇನ್ನು ಲಭ್ಯವಿಲ್ಲ',
  'referral.quantity': 'ಪ್ರಮಾಣ: {{count}}',
  'referral.shareOrder': 'ವಾಟ್ಸಾಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ',
  'referral.orderMessage': 'ನನ್ನ ಕೃಷಿ ಮಂಡಿ ಆರ್ಡರ್ #{{orderId}}: {{items}}. ಒಟ್ಟು {{total}}. {{date}} ರೊಳಗೆ ವಿತರಣೆ.',
  'referral.orderMessageNoDate': 'ನನ್ನ ಕೃಷಿ ಮಂಡಿ ಆರ್ಡರ್ #{{orderId}}: {{items}}. ಒಟ್ಟು {{total}}.',
};
