import { DEFAULT_COUNTRY, type Gender, type UserProfile, type UserType } from '@krishi/contract';
import type { DraftValues } from './draft';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  gender: Gender | undefined;
  userType: UserType | undefined;
  phoneNumber: string;
  email: string;
  addressEntity: {
    state: string;
    district: string;
    taluk: string;
    addressLine1: string;
    pinCode: string;
    country: string;
  };
}

/**
 * The form's first values: the saved profile, with the draft typed before on this phone laid
 * over it (a field the visitor emptied stays empty). The phone is always the session's.
 */
export function initialValues(user: UserProfile, phoneNumber: string, draft: DraftValues | null): ProfileFormValues {
  const address = user.addressEntity;
  const typed = draft?.addressEntity;
  return {
    firstName: draft?.firstName ?? user.firstName ?? '',
    lastName: draft?.lastName ?? user.lastName ?? '',
    gender: draft?.gender ?? user.gender ?? undefined,
    userType: draft?.userType ?? user.userType ?? undefined,
    phoneNumber,
    email: draft?.email ?? user.email ?? '',
    addressEntity: {
      state: typed?.state ?? address?.state ?? '',
      district: typed?.district ?? address?.district ?? '',
      taluk: typed?.taluk ?? address?.taluk ?? '',
      addressLine1: typed?.addressLine1 ?? address?.addressLine1 ?? '',
      pinCode: typed?.pinCode ?? address?.pinCode ?? '',
      country: address?.country || DEFAULT_COUNTRY,
    },
  };
}
