import { GENDERS, USER_TYPES, type ProfileInput } from '@krishi/contract';

/** Spec section 3: the form typed so far, kept while typing and restored for the same phone. */
const DRAFT_KEY = 'registerFormData';

export type DraftValues = Partial<Omit<ProfileInput, 'addressEntity'>> & {
  addressEntity?: Partial<ProfileInput['addressEntity']>;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** Only the form's own fields, as strings: stored data is not trusted to have kept its shape. */
export function cleanDraft(raw: unknown): DraftValues {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const a = (typeof r.addressEntity === 'object' && r.addressEntity !== null ? r.addressEntity : {}) as Record<
    string,
    unknown
  >;
  return {
    firstName: text(r.firstName),
    lastName: text(r.lastName),
    gender: oneOf(GENDERS, r.gender),
    userType: oneOf(USER_TYPES, r.userType),
    email: text(r.email),
    addressEntity: {
      state: text(a.state),
      district: text(a.district),
      taluk: text(a.taluk),
      addressLine1: text(a.addressLine1),
      pinCode: text(a.pinCode),
    },
  };
}

/** The draft saved for this phone; a draft of another phone number is removed (spec section 3). */
export function readDraft(phoneNumber: string): DraftValues | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
      phoneNumber?: unknown;
      values?: unknown;
    } | null;
    if (!stored) return null;
    if (stored.phoneNumber !== phoneNumber) {
      clearDraft();
      return null;
    }
    return cleanDraft(stored.values);
  } catch {
    clearDraft();
    return null;
  }
}

export function writeDraft(phoneNumber: string, values: DraftValues): void {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ phoneNumber, values: cleanDraft(values) }));
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}
