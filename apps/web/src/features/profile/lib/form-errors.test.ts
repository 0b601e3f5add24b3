import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { formErrorKey } from './form-errors';

describe('the profile form says the server’s e-mail refusals in the page’s language', () => {
  it('a new e-mail saved too often an hour', () => {
    expect(formErrorKey(messages.emailChangeLimit)).toBe('passwords.error.emailChangeLimit');
  });

  it('an e-mail another account has', () => {
    expect(formErrorKey(messages.emailTaken)).toBe('passwords.error.emailTaken');
  });
});
