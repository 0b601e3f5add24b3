import { messages, passwordMessageKeys, type MessageKey } from '@krishi/contract';

/** The contract schema's messages (English) and the keys that say them in the page's language. */
const KEYS: Record<string, MessageKey> = {
  [messages.firstNameRequired]: 'profile.error.firstNameRequired',
  [messages.firstNameTooShort]: 'profile.error.firstNameTooShort',
  [messages.lastNameRequired]: 'profile.error.lastNameRequired',
  [messages.lastNameTooShort]: 'profile.error.lastNameTooShort',
  [messages.firstNameTooLong]: 'profile.error.firstNameTooLong',
  [messages.lastNameTooLong]: 'profile.error.lastNameTooLong',
  [messages.genderRequired]: 'profile.error.genderRequired',
  [messages.userTypeRequired]: 'profile.error.userTypeRequired',
  [messages.stateRequired]: 'profile.error.stateRequired',
  [messages.districtRequired]: 'profile.error.districtRequired',
  [messages.phoneRequired]: 'profile.error.phoneRequired',
  [messages.phoneInvalid]: 'profile.error.phoneInvalid',
  [messages.phoneTooLong]: 'profile.error.phoneTooLong',
  [messages.pinCodeInvalid]: 'profile.error.pinCodeInvalid',
  [messages.tooLong]: 'profile.error.tooLong',
};

/**
 * The key for a validation message of the form (the e-mail's come with the password reset's); a
 * message the page does not know reads as "too long", the only other rule.
 */
export function formErrorKey(message: string): MessageKey {
  return KEYS[message] ?? passwordMessageKeys[message] ?? 'profile.error.tooLong';
}
