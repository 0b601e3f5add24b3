import { describe, expect, it } from 'vitest';
import { bundles, messages, newPassword, profileInput, type enCart, type enErrors } from '@krishi/contract';
import { ApiError } from './api-client';
import { errorText, issueText } from './error-text';
import type { StringsT } from './strings';
import { translatorOf } from './translator';

type T = StringsT<typeof enCart | typeof enErrors>;

/** A component's `t` in one language, with every string of the bundles, as useStrings gives it. */
const en = translatorOf('en_In', bundles.en_In, bundles.en_In) as T;
const kn = translatorOf('kn_In', bundles.kn_In, bundles.en_In) as T;

const couponMinimum = new ApiError(400, {
  message: messages.couponMinimum(100_000),
  code: 'couponMinimum',
  params: { amount: '₹1,000.00' },
});

describe('what a failed call tells the visitor', () => {
  it("says a refusal by its code in Kannada, with the server's params filled in", () => {
    expect(errorText(kn, couponMinimum)).toBe('ಕನಿಷ್ಠ ₹1,000.00 ಮೌಲ್ಯದ ಆರ್ಡರ್ ಅಗತ್ಯವಿದೆ!');
  });

  it('says the same refusal in English as the server words it', () => {
    expect(errorText(en, couponMinimum)).toBe('Minimum order value of ₹1,000.00 required!');
  });

  it("says a code this page does not know in the server's English message", () => {
    const error = new ApiError(400, { message: 'Bring your own bag', code: 'bagRequired' });
    expect(errorText(kn, error)).toBe('Bring your own bag');
  });

  it('says the screen its own words when no answer came', () => {
    expect(errorText(kn, new TypeError('Failed to fetch'), 'cart.addFailed')).toBe(kn('cart.addFailed'));
    expect(errorText(en, new ApiError(502, null))).toBe(en('common.error'));
  });
});

describe('what a form check tells the visitor', () => {
  const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it("says a schema rule's problem in Kannada by its code", () => {
    expect(issueText(kn, firstIssue(newPassword.safeParse('Ab#1')))).toBe('ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳಷ್ಟು ಉದ್ದವಿರಬೇಕು');
  });

  it('says the same problem in English as the spec words it', () => {
    const noName = profileInput.shape.firstName.safeParse('');
    expect(issueText(en, firstIssue(noName))).toBe(messages.firstNameRequired);
  });

  it('keeps the words of a rule that has no code', () => {
    expect(issueText(kn, 'Bring your own bag')).toBe('Bring your own bag');
  });

  it('says nothing when the field has no problem', () => {
    expect(issueText(kn, undefined)).toBeUndefined();
  });
});
