import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressInput, bundles } from '@krishi/contract';
import { issueText } from '../../../lib/error-text';

let english: TFunction;
let kannada: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en_In',
    resources: { en_In: { translation: bundles.en_In }, kn_In: { translation: bundles.kn_In } },
    showSupportNotice: false,
  });
  english = instance.getFixedT('en_In');
  kannada = instance.getFixedT('kn_In');
});

/** What the side form shows for a field after the contract's schema checked `fields`. */
function shown(fields: Record<string, string>, field: string, t = english): string | undefined {
  const result = addressInput.safeParse({
    name: 'Asha',
    addressLine1: 'Main road',
    taluk: 'Mandya',
    district: 'Mandya',
    state: 'Karnataka',
    country: 'INDIA',
    pinCode: '571401',
    phoneNumber: '9876543210',
    ...fields,
  });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return issueText(t, issue?.message);
}

describe('the address form says the spec section 5 messages', () => {
  it.each([
    ['name', 'Name is required'],
    ['addressLine1', 'Address is required'],
    ['taluk', 'Taluk is required'],
    ['district', 'District is required'],
    ['state', 'State is required'],
    ['country', 'Country is required'],
    ['pinCode', 'Pincode is required'],
    ['phoneNumber', 'Phone number is required'],
  ])('an empty %s: %s', (field, message) => {
    expect(shown({ [field]: '' }, field)).toBe(message);
  });

  it('a pincode of five digits must be exactly 6', () => {
    expect(shown({ pinCode: '57140' }, 'pinCode')).toBe('Pincode must be exactly 6 digits');
  });

  it('a phone number starting with 5 is not an Indian mobile number', () => {
    expect(shown({ phoneNumber: '5876543210' }, 'phoneNumber')).toBe(
      'Phone number must be a valid 10-digit Indian mobile number',
    );
  });

  it('an e-mail is optional but must look like one', () => {
    expect(shown({ email: '' }, 'email')).toBeUndefined();
    expect(shown({ email: 'asha@' }, 'email')).toBe('Please enter a valid email address');
  });

  it('every message has a Kannada translation', () => {
    expect(shown({ pinCode: '' }, 'pinCode', kannada)).toBe('ಪಿನ್ ಕೋಡ್ ಅಗತ್ಯವಿದೆ');
  });
});
