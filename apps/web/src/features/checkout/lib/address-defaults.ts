import {
  districtNameIn,
  stateNameIn,
  storedDistrictName,
  storedStateName,
  type AddressInput,
  type LanguageCode,
  type PlaceSuggestion,
  type UserProfile,
} from '@krishi/contract';

type PlaceFields = Pick<AddressInput, 'state' | 'district' | 'taluk' | 'village' | 'pinCode' | 'addressLine1'>;

/**
 * What the Quick Address Fill puts into the address form. The place goes into Village only: a
 * postal gazetteer knows no house or street, and its address line is then just the place's name
 * again, which would print the village twice. An address line that says more (a maps service's
 * premise and street) fills Address too.
 */
export function addressFromPlace(place: PlaceSuggestion): Partial<PlaceFields> {
  const fields: Partial<PlaceFields> = {
    state: place.state,
    district: place.district,
    taluk: place.taluk,
    village: place.place,
    pinCode: place.pinCode,
  };
  const line = place.addressLine1.trim();
  if (line !== '' && line.toLowerCase() !== place.place.trim().toLowerCase()) fields.addressLine1 = line;
  return fields;
}

type ProfileFields = Pick<AddressInput, 'name' | 'phoneNumber' | 'state' | 'district' | 'taluk' | 'pinCode'>;

/**
 * A new address starts with what the profile already says: the buyer's name and phone, and the
 * place (state, district, taluk, pincode) given at registration. The profile's address line is
 * not taken: a delivery needs the house and street, which the buyer types.
 */
export function addressFromProfile(profile: UserProfile): Partial<ProfileFields> {
  const fields: Partial<ProfileFields> = {};
  const name = [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (name) fields.name = name;
  if (profile.phoneNumber) fields.phoneNumber = profile.phoneNumber;
  const place = profile.addressEntity;
  if (place?.state) fields.state = place.state;
  if (place?.district) fields.district = place.district;
  if (place?.taluk) fields.taluk = place.taluk;
  if (place?.pinCode) fields.pinCode = place.pinCode;
  return fields;
}

type Named = { state?: string | undefined; district?: string | undefined };

/**
 * The form's state and district as a reader of `language` sees them: Kannada pages show the
 * Kannada names. `storedPlaceNames` turns them back, so an address is saved as it always was.
 */
export function shownPlaceNames<T extends Named>(fields: T, language: LanguageCode): T {
  const state = fields.state ?? '';
  return {
    ...fields,
    ...(fields.state !== undefined && { state: stateNameIn(state, language) }),
    ...(fields.district !== undefined && { district: districtNameIn(fields.district, state, language) }),
  };
}

export function storedPlaceNames<T extends Named>(fields: T): T {
  const state = storedStateName(fields.state ?? '');
  return {
    ...fields,
    ...(fields.state !== undefined && { state }),
    ...(fields.district !== undefined && { district: storedDistrictName(fields.district, state) }),
  };
}
