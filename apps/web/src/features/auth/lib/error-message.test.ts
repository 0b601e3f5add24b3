import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { knownMessage } from './error-message';

describe("the server's login messages", () => {
  it('are said in the page language when the page knows them', () => {
    expect(knownMessage(messages.otpWrongOrExpired)).toEqual({ key: 'auth.otpWrongOrExpired' });
  });

  it('say a number that is not a mobile number in the page language', () => {
    expect(knownMessage(messages.phoneInvalid)).toEqual({ key: 'auth.phoneNotMobile' });
  });

  it('tell how long to wait before a new code', () => {
    expect(knownMessage(messages.otpResendWait(287))).toEqual({ key: 'auth.otpResendWait', seconds: 287 });
  });

  it('are shown as sent when the page does not know them', () => {
    expect(knownMessage('Something new')).toBeNull();
  });
});
