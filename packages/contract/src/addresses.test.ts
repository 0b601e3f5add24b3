import { describe, expect, it } from 'vitest';
import { addressInput, completeAddress, completeAddressIn } from './addresses.js';
import { maskPhone, maskPinCode } from './masks.js';
import { messages } from './messages.js';
import { issueEnglish } from './error-codes.js';

const valid = {
  name: 'Asha Gowda',
  addressLine1: '12, Temple Road',
  taluk: 'Mandya',
  district: 'Mandya',
  state: 'Karnataka',
  country: 'INDIA',
  pinCode: '571401',
  phoneNumber: '9876543210',
};

const messagesFor = (input: Record<string, unknown>) =>
  addressInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issueEnglish(issue.message)]) ?? [];

describe('address form', () => {
  it('accepts a complete address, e-mail left empty', () => {
    expect(addressInput.parse({ ...valid, email: '' })).toEqual({ ...valid, email: undefined, village: undefined });
  });

  it("names every required field with the spec's message", () => {
    expect(messagesFor({})).toEqual([
      ['name', messages.nameRequired],
      ['addressLine1', messages.addressLineRequired],
      ['taluk', messages.talukRequired],
      ['district', messages.districtRequired],
      ['state', messages.stateRequired],
      ['country', messages.countryRequired],
      ['pinCode', messages.pinCodeRequired],
      ['phoneNumber', messages.phoneRequired],
    ]);
  });

  it('treats blank text as missing', () => {
    expect(messagesFor({ ...valid, name: '   ', pinCode: ' ' })).toEqual([
      ['name', messages.nameRequired],
      ['pinCode', messages.pinCodeRequired],
    ]);
  });

  it('wants exactly 6 digits in the pincode', () => {
    for (const pinCode of ['57140', '5714011', '57140a']) {
      expect(messagesFor({ ...valid, pinCode })).toEqual([['pinCode', messages.pinCodeInvalid]]);
    }
  });

  it('wants a 10-digit Indian mobile number', () => {
    for (const phoneNumber of ['5876543210', '987654321', '98765432101']) {
      expect(messagesFor({ ...valid, phoneNumber })).toEqual([['phoneNumber', messages.addressPhoneInvalid]]);
    }
  });

  it('checks an e-mail only when one is given', () => {
    expect(messagesFor({ ...valid, email: 'asha@' })).toEqual([['email', messages.emailInvalid]]);
    expect(addressInput.parse({ ...valid, email: 'asha@example.in' }).email).toBe('asha@example.in');
  });

  it('ships within India only', () => {
    expect(addressInput.parse({ ...valid, country: 'india' }).country).toBe('INDIA');
    expect(messagesFor({ ...valid, country: 'NEPAL' })).toEqual([['country', messages.countryUnsupported]]);
  });

  it('does not take the user id from the page', () => {
    expect(addressInput.parse({ ...valid, userId: 99 })).not.toHaveProperty('userId');
  });
});

describe('input masks', () => {
  it('keep digits only, up to the field length', () => {
    expect(maskPinCode('571 401-9')).toBe('571401');
    expect(maskPhone('+91 98765 43210')).toBe('9198765432');
    expect(maskPhone('98765abc43210')).toBe('9876543210');
  });
});

describe('complete address', () => {
  it('joins the parts on one line with the pincode last', () => {
    expect(completeAddress({ ...valid, village: 'Hosahalli', taluk: 'Maddur' })).toBe(
      '12, Temple Road, Hosahalli, Maddur, Mandya, Karnataka - 571401',
    );
  });

  it('skips an empty village and a taluk named like its district', () => {
    expect(completeAddress({ ...valid, village: null })).toBe('12, Temple Road, Mandya, Karnataka - 571401');
  });
});

describe('complete address on a Kannada page', () => {
  const saved = {
    ...valid,
    village: 'Hosahalli',
    completeAddress: completeAddress({ ...valid, village: 'Hosahalli' }),
  };

  it('names the district and state in Kannada, saying a taluk named like its district once', () => {
    expect(completeAddressIn(saved, 'kn')).toBe('12, Temple Road, Hosahalli, ಮಂಡ್ಯ, ಕರ್ನಾಟಕ - 571401');
  });

  it('stays as saved on an English page', () => {
    expect(completeAddressIn(saved, 'en')).toBe('12, Temple Road, Hosahalli, Mandya, Karnataka - 571401');
  });
});
