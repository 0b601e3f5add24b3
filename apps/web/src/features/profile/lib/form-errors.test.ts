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
