import type { push as en } from '../en/push.js';

export const push: Record<keyof typeof en, string> = {
  'push.label': 'ಅಧಿಸೂಚನೆಗಳು',
  'push.prompt': 'ನಿಮ್ಮ ಆರ್ಡರ್ ರವಾನೆಯಾದಾಗ ಅಥವಾ ತಲುಪಿದಾಗ ಅಧಿಸೂಚನೆ ಪಡೆಯಿರಿ.',
  'push.enable': 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಿ',
  'push.notNow': 'ಈಗ ಬೇಡ',
  'push.unsupported': 'ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಪುಶ್ ಅಧಿಸೂಚನೆಗಳು ಬೆಂಬಲಿತವಾಗಿಲ್ಲ.',
  'push.denied': 'ನೀವು ಅಧಿಸೂಚನೆ ಅನುಮತಿಗಳನ್ನು ನಿರಾಕರಿಸಿದ್ದೀರಿ.',
  'push.subscribed': 'ಪುಶ್ ಅಧಿಸೂಚನೆ ಚಂದಾದಾರಿಕೆ ಪೂರ್ಣಗೊಂಡಿದೆ!',
  'push.failed': 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};
