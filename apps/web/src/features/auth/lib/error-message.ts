import { messages, type MessageKey } from '@krishi/contract';

/** The server's login messages the page has in both languages. */
const KNOWN: Record<string, MessageKey> = {
  [messages.loginPhoneInvalid]: 'auth.phoneInvalid',
  [messages.phoneInvalid]: 'auth.phoneNotMobile',
  [messages.otpWrongOrExpired]: 'auth.otpWrongOrExpired',
  [messages.otpTooManyTries]: 'auth.otpTooManyTries',
  [messages.otpSendLimit]: 'auth.otpSendLimit',
  [messages.verifyLimit]: 'auth.verifyLimit',
};

export interface KnownMessage {
  key: MessageKey;
  /** For 'Please wait N seconds...': the seconds until a new code may be sent. */
  seconds?: number;
}

/** A server message the page can say in the visitor's language, or null for any other. */
export function knownMessage(message: string): KnownMessage | null {
  const key = KNOWN[message];
  if (key) return { key };
  const seconds = Number(/\d+/.exec(message)?.[0]);
  if (Number.isInteger(seconds) && message === messages.otpResendWait(seconds)) {
    return { key: 'auth.otpResendWait', seconds };
  }
  return null;
}
