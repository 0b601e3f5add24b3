import { enPasswords, messages, passwordMessageKeys, type enProfile } from '@krishi/contract';
import { keyIn, type KeyOf } from '../../../lib/strings';

type FormErrorKey = KeyOf<typeof enProfile | typeof enPasswords>;

/** The contract schema's messages (English) and the keys that say them in the page's language. */
const KEYS: Record<string, FormErrorKey> = {
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
export function formErrorKey(message: string): FormErrorKey {
  const passwordKey = passwordMessageKeys[message];
  return KEYS[message] ?? (passwordKey && keyIn(enPasswords, passwordKey) ? passwordKey : 'profile.error.tooLong');
}
