import { describe, expect, it } from 'vitest';
import { backspaceAt, completeCode, emptyBoxes, pasteInto, typeInto, type OtpBoxes } from './otp-boxes';

const boxes = (code: string): OtpBoxes => ({
  digits: Array.from({ length: 6 }, (_, i) => code[i] ?? ''),
  focus: 0,
});

describe('typing into the OTP boxes', () => {
  it('puts the digit in the box and moves to the next one', () => {
    expect(typeInto(emptyBoxes(6), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('stays on the last box after its digit', () => {
    expect(typeInto(boxes('12345'), 5, '6')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('ignores letters', () => {
    expect(typeInto(boxes('12'), 2, 'a').digits).toEqual(['1', '2', '', '', '', '']);
  });

  it('replaces the old digit with the new one typed beside it', () => {
    expect(typeInto(boxes('123'), 1, '29').digits).toEqual(['1', '9', '3', '', '', '']);
    expect(typeInto(boxes('123'), 1, '92').digits).toEqual(['1', '9', '3', '', '', '']);
  });

  it('spreads a whole code written into the first box by SMS autofill', () => {
    expect(typeInto(emptyBoxes(6), 0, '654321').digits).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('empties a box whose text was deleted', () => {
    expect(typeInto(boxes('123'), 1, '')).toEqual({ digits: ['1', '', '3', '', '', ''], focus: 1 });
  });
});

describe('pasting into the OTP boxes', () => {
  it('fills every box with a full code, whichever box has the focus', () => {
    expect(pasteInto(emptyBoxes(6), 3, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('reads the digits out of a code pasted with spaces', () => {
    expect(pasteInto(emptyBoxes(6), 0, ' 123 456 ').digits).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills what it can from the focused box with a shorter code', () => {
    expect(pasteInto(boxes('9'), 1, '123')).toEqual({ digits: ['9', '1', '2', '3', '', ''], focus: 4 });
  });

  it('stops at the last box when a short paste runs past it', () => {
    expect(pasteInto(emptyBoxes(6), 4, '789').digits).toEqual(['', '', '', '', '7', '8']);
  });

  it('changes nothing for text without digits', () => {
    expect(pasteInto(boxes('12'), 2, 'abc').digits).toEqual(['1', '2', '', '', '', '']);
  });
});

describe('backspace in the OTP boxes', () => {
  it('empties a filled box and stays on it', () => {
    expect(backspaceAt(boxes('123'), 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('moves to the previous box from an empty one and empties it', () => {
    expect(backspaceAt(boxes('123'), 3)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('stays on the first box', () => {
    expect(backspaceAt(emptyBoxes(6), 0).focus).toBe(0);
  });
});

describe('the code to verify', () => {
  it('exists only once every box holds a digit', () => {
    expect(completeCode(boxes('12345').digits)).toBeNull();
    expect(completeCode(boxes('123456').digits)).toBe('123456');
  });
});
