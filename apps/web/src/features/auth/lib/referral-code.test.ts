import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReferralCode, keepReferralCode, keptReferralCode } from './referral-code';

describe('the referral code of a link', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept upper-case until the login forgets it', () => {
    keepReferralCode(' abcd2345 ');
    expect(keptReferralCode()).toBe('ABCD2345');
    forgetReferralCode();
    expect(keptReferralCode()).toBeUndefined();
  });

  it('is not kept when it is not a code', () => {
    keepReferralCode('<script>');
    keepReferralCode('AB1');
    expect(keptReferralCode()).toBeUndefined();
  });

  it('is replaced by the next link opened', () => {
    keepReferralCode('FIRST234');
    keepReferralCode('SECOND23');
    expect(keptReferralCode()).toBe('SECOND23');
  });
});
