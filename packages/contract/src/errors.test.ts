import { describe, expect, it } from 'vitest';
import { errorMessage, isPlainErrorCode, issueEnglish, placeholdersOf, refusalBody, type ErrorCode } from './errors.js';
import { bundles } from './locales/index.js';
import { errors } from './locales/en/errors.js';
import { messages } from './messages.js';
import { formatRupees } from './money.js';

const codes = Object.keys(errors).map((key) => key.slice('error.'.length) as ErrorCode);

describe('error codes', () => {
  it.each(codes)('%s has a message in English and Kannada naming the same params', (code) => {
    const english = bundles.en_In[`error.${code}`];
    const kannada = bundles.kn_In[`error.${code}`];
    expect(english).toBeTruthy();
    expect(kannada).toBeTruthy();
    expect(placeholdersOf(kannada).sort()).toEqual(placeholdersOf(english).sort());
  });

  it('keeps the English message of every code that has one in the spec wording', () => {
    const sentences = messages as Record<string, unknown>;
    for (const code of codes) {
      const sentence = sentences[code];
      if (typeof sentence === 'string') expect(errorMessage(code), code).toBe(sentence);
    }
  });

  it('fills a message from its params as the server words it', () => {
    expect(errorMessage('couponMinimum', { amount: formatRupees(100000) })).toBe(messages.couponMinimum(100000));
    expect(errorMessage('otpResendWait', { seconds: 42 })).toBe(messages.otpResendWait(42));
    expect(errorMessage('notEnoughStock', { count: 3 })).toBe(messages.notEnoughStock(3));
    expect(errorMessage('productNotFound', { id: 7 })).toBe(messages.productNotFound(7));
    expect(errorMessage('adminStateUnknown', { state: 'Atlantis' })).toBe(messages.adminStateUnknown('Atlantis'));
    expect(errorMessage('adminCsvRowHasErrors', { count: 1 })).toBe(messages.adminCsvHasErrors(1));
    expect(errorMessage('adminCsvRowsHaveErrors', { count: 3 })).toBe(messages.adminCsvHasErrors(3));
  });

  it("says a schema rule's code in English, and a rule without a code in its own words", () => {
    expect(issueEnglish('firstNameRequired')).toBe(messages.firstNameRequired);
    expect(issueEnglish(messages.quantityTooLarge(999))).toBe(messages.quantityTooLarge(999));
  });

  it("takes as a rule's code only a code whose message names nothing", () => {
    expect(isPlainErrorCode('passwordTooShort')).toBe(true);
    expect(isPlainErrorCode('couponMinimum')).toBe(false);
    expect(isPlainErrorCode('Password is required')).toBe(false);
  });

  it('answers a refusal with its English message, code and params', () => {
    expect(refusalBody('productsUndeliverable', { pinCode: '560001' })).toEqual({
      message: 'Some products cannot be delivered',
      code: 'productsUndeliverable',
      params: { pinCode: '560001' },
    });
  });
});
