import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from './limits.js';
import { bundles } from './locales/index.js';
import { profileInput } from './profile.js';
import { issueEnglish } from './error-codes.js';

const valid = {
  firstName: 'Savitha',
  lastName: 'Hegde',
  gender: 'FEMALE',
  userType: 'FARMER',
  phoneNumber: '9876543210',
  addressEntity: { state: 'Karnataka', district: 'Mandya' },
};

const messagesFor = (input: Record<string, unknown>) =>
  profileInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issueEnglish(issue.message)]) ?? [];

describe('registration names', () => {
  it('accepts names of 50 characters', () => {
    expect(messagesFor({ ...valid, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) })).toEqual([]);
  });

  it('refuses a first name of 51 characters with a message that says the limit', () => {
    expect(messagesFor({ ...valid, firstName: 'A'.repeat(51) })).toEqual([
      ['firstName', 'First Name must be at most 50 characters'],
    ]);
  });

  it('refuses a last name of 51 characters with a message that says the limit', () => {
    expect(messagesFor({ ...valid, lastName: 'B'.repeat(51) })).toEqual([
      ['lastName', 'Last Name must be at most 50 characters'],
    ]);
  });

  it('says the limit in both languages of the page', () => {
    for (const strings of Object.values(bundles)) {
      expect(strings['error.firstNameTooLong']).toContain(String(NAME_MAX_LENGTH));
      expect(strings['error.lastNameTooLong']).toContain(String(NAME_MAX_LENGTH));
    }
  });
});
