import { messages, type enCheckout } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

type AddressErrorKey = KeyOf<typeof enCheckout>;

/** The address schema's messages (English, from the contract) and the keys that say them in the page's language. */
const KEYS: Record<string, AddressErrorKey> = {
  [messages.nameRequired]: 'checkout.error.nameRequired',
  [messages.addressLineRequired]: 'checkout.error.addressLineRequired',
  [messages.talukRequired]: 'checkout.error.talukRequired',
  [messages.districtRequired]: 'checkout.error.districtRequired',
  [messages.stateRequired]: 'checkout.error.stateRequired',
  [messages.countryRequired]: 'checkout.error.countryRequired',
  [messages.countryUnsupported]: 'checkout.error.countryUnsupported',
  [messages.pinCodeRequired]: 'checkout.error.pinCodeRequired',
  [messages.pinCodeInvalid]: 'checkout.error.pinCodeInvalid',
  [messages.phoneRequired]: 'checkout.error.phoneRequired',
  [messages.addressPhoneInvalid]: 'checkout.error.phoneInvalid',
  [messages.emailInvalid]: 'checkout.error.emailInvalid',
  [messages.tooLong]: 'checkout.error.tooLong',
};

/** The key for an address form message; the only rule left unnamed above is the length limit. */
export function addressErrorKey(message: string): AddressErrorKey {
  return KEYS[message] ?? 'checkout.error.tooLong';
}
