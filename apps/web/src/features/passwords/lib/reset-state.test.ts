import { describe, expect, it } from 'vitest';
import { resetCodeFrom } from './reset-state';

describe('the code handed to the password screen', () => {
  it('is taken when it is six digits', () => {
    expect(resetCodeFrom({ resetCode: '012345' })).toBe('012345');
  });

  it.each([null, undefined, 'text', {}, { resetCode: 12345 }, { resetCode: '12345' }, { resetCode: '12a456' }])(
    'is missing in %j',
    (state) => {
      expect(resetCodeFrom(state)).toBeNull();
    },
  );
});
