import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion, UserProfile } from '@krishi/contract';
import { addressFromPlace, addressFromProfile, shownPlaceNames, storedPlaceNames } from './address-defaults';

const tarlagatta: PlaceSuggestion = {
  place: 'B K Tarlagatta',
  state: 'Karnataka',
  district: 'Dharwad',
  taluk: 'Kundgol',
  pinCode: '581113',
  country: 'INDIA',
  addressLine1: 'B K Tarlagatta',
  latitude: 15.25,
  longitude: 75.25,
};

describe('the Quick Address Fill', () => {
  it('writes the village into Village only, not into Address as well', () => {
    const fields = addressFromPlace(tarlagatta);
    expect(fields.village).toBe('B K Tarlagatta');
    expect(fields).not.toHaveProperty('addressLine1');
    expect(fields).toMatchObject({ taluk: 'Kundgol', district: 'Dharwad', state: 'Karnataka', pinCode: '581113' });
  });

  it('fills Address when the place comes with a street', () => {
    expect(addressFromPlace({ ...tarlagatta, addressLine1: '12, Temple Street' }).addressLine1).toBe(
      '12, Temple Street',
    );
  });
});

const profile: UserProfile = {
  userId: 1,
  phoneNumber: '9876543210',
  firstName: 'Asha',
  lastName: 'Gowda',
  gender: 'FEMALE',
  userType: 'FARMER',
  imageUrl: null,
  email: null,
  addressEntity: {
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Mandya',
    addressLine1: 'Mandya',
    pinCode: '571401',
    country: 'INDIA',
  },
  isRegistered: true,
  isAdmin: false,
};

describe('a new address', () => {
  it("starts with the profile's name, phone and place", () => {
    expect(addressFromProfile(profile)).toEqual({
      name: 'Asha Gowda',
      phoneNumber: '9876543210',
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Mandya',
      pinCode: '571401',
    });
  });

  it('leaves empty what a profile without an address does not say', () => {
    expect(addressFromProfile({ ...profile, lastName: null, addressEntity: null })).toEqual({
      name: 'Asha',
      phoneNumber: '9876543210',
    });
  });
});

describe("the address form's state and district", () => {
  it('show in Kannada on a Kannada page and are saved in English', () => {
    const shown = shownPlaceNames({ state: 'Karnataka', district: 'Dharwad', taluk: 'Kundgol' }, 'kn');
    expect(shown).toEqual({ state: 'ಕರ್ನಾಟಕ', district: 'ಧಾರವಾಡ', taluk: 'Kundgol' });
    expect(storedPlaceNames(shown)).toEqual({ state: 'Karnataka', district: 'Dharwad', taluk: 'Kundgol' });
  });

  it('stay as they are on an English page', () => {
    expect(shownPlaceNames({ state: 'Karnataka', district: 'Dharwad' }, 'en')).toEqual({
      state: 'Karnataka',
      district: 'Dharwad',
    });
  });
});
