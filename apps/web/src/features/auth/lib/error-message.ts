import { messages, type MessageKey } from '@krishi/contract';

/** The server's login messages the page has in both languages; any other is shown as sent. */
const KNOWN: Record<string, MessageKey> = {
  [messages.loginPhoneInvalid]: 'auth.phoneInvalid',
  [messages.otpWrongOrExpired]: 'auth.otpWrongOrExpired',
  [messages.otpTooManyTries]: 'auth.otpTooManyTries',
  [messages.otpSendLimit]: 'auth.otpSendLimit',
  [messages.verifyLimit]: 'auth.verifyLimit',
};

/** The translation key of a server message, or null when it has none. */
export function knownMessageKey(message: string): MessageKey | null {
  return KNOWN[message] ?? null;
}
