import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@krishi/contract';
import { cleanDraft } from './draft';
import { initialValues } from './initial-values';

const newUser: UserProfile = {
  userId: 1,
  phoneNumber: '9876543210',
  firstName: null,
  lastName: null,
  gender: null,
  userType: null,
  imageUrl: null,
  email: null,
  addressEntity: null,
  isRegistered: false,
  isAdmin: false,
};

const registered: UserProfile = {
  ...newUser,
  firstName: 'Asha',
  lastName: 'Gowda',
  gender: 'FEMALE',
  userType: 'FARMER',
  addressEntity: {
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    addressLine1: 'Main road',
    pinCode: '571428',
    country: 'INDIA',
  },
  isRegistered: true,
};

describe('the registration form opens with', () => {
  it('empty fields, the session phone and INDIA for a new user', () => {
    const values = initialValues(newUser, '9876543210', null);
    expect(values.firstName).toBe('');
    expect(values.gender).toBeUndefined();
    expect(values.phoneNumber).toBe('9876543210');
    expect(values.addressEntity.country).toBe('INDIA');
  });

  it('the saved profile of a registered user', () => {
    const values = initialValues(registered, '9876543210', null);
    expect(values.firstName).toBe('Asha');
    expect(values.addressEntity.district).toBe('Mandya');
  });

  it('the saved e-mail, or an empty box when there is none', () => {
    expect(initialValues({ ...registered, email: 'asha@example.in' }, '9876543210', null).email).toBe(
      'asha@example.in',
    );
    expect(initialValues(registered, '9876543210', null).email).toBe('');
  });

  it('what was typed before on the same phone, over the saved profile', () => {
    const draft = cleanDraft({ firstName: 'Ashwini', addressEntity: { taluk: '' } });
    const values = initialValues(registered, '9876543210', draft);
    expect(values.firstName).toBe('Ashwini');
    expect(values.lastName).toBe('Gowda');
    expect(values.addressEntity.taluk).toBe('');
  });
});

describe('a stored draft', () => {
  it('keeps only the form fields, with known genders and user types', () => {
    expect(
      cleanDraft({ firstName: 'A', gender: 'OTHER', userType: 'TRADER', password: 'x', phoneNumber: '1' }),
    ).toEqual({
      firstName: 'A',
      lastName: undefined,
      gender: undefined,
      userType: 'TRADER',
      email: undefined,
      addressEntity: {
        state: undefined,
        district: undefined,
        taluk: undefined,
        addressLine1: undefined,
        pinCode: undefined,
      },
    });
  });

  it('that is not an object is no draft', () => {
    expect(cleanDraft('nonsense')).toEqual({});
  });
});
