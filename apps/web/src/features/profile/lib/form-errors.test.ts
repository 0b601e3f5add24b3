import { describe, expect, it } from 'vitest';
import { bundles, messages, NAME_MAX_LENGTH } from '@krishi/contract';
import { formErrorKey } from './form-errors';

describe('a name over the limit', () => {
  it.each([
    ['first', messages.firstNameTooLong],
    ['last', messages.lastNameTooLong],
  ])('the %s name says the limit in both languages', (_, message) => {
    const key = formErrorKey(message);
    for (const strings of Object.values(bundles)) expect(strings[key]).toContain(String(NAME_MAX_LENGTH));
  });
});

describe('the profile form says the server’s e-mail refusals in the page’s language', () => {
  it('a new e-mail saved too often an hour', () => {
    expect(formErrorKey(messages.emailChangeLimit)).toBe('passwords.error.emailChangeLimit');
  });

  it('an e-mail another account has', () => {
    expect(formErrorKey(messages.emailTaken)).toBe('passwords.error.emailTaken');
  });
});
