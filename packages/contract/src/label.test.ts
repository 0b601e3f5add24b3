import { describe, expect, it } from 'vitest';
import { issueEnglish } from './error-codes.js';
import { pesticideLabelInput } from './label.js';

const label = (firstAid: string) => ({
  registrationNumber: 'CIR-12,345/2015-Imidacloprid (SL) (340)-1',
  toxicity: 'yellow',
  firstAid: { en: firstAid, kn: 'ಸಾಬೂನು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ' },
  antidote: { en: 'No specific antidote', kn: 'ನಿರ್ದಿಷ್ಟ ಪ್ರತಿವಿಷ ಇಲ್ಲ' },
  protectiveGear: { en: 'Gloves and mask', kn: 'ಕೈಗವಸು ಮತ್ತು ಮುಖಗವಸು' },
});

describe("a pesticide label's first aid", () => {
  it('may run to 400 letters, longer than a name', () => {
    expect(pesticideLabelInput.safeParse(label('Rinse eyes with clean water. '.repeat(13).trim())).success).toBe(true);
  });

  it('is refused beyond 400 letters as too long', () => {
    const result = pesticideLabelInput.safeParse(label('x'.repeat(401)));

    expect(result.success).toBe(false);
    expect(issueEnglish(result.error?.issues[0]?.message ?? '')).toBe('This text is too long');
  });
});
