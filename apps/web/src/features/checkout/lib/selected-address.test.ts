import { describe, expect, it } from 'vitest';
import { selectedAmong } from './selected-address';

describe('the remembered delivery address', () => {
  const addresses = [{ id: 4 }, { id: 9 }];

  it("stays chosen while it is one of the user's addresses", () => {
    expect(selectedAmong(addresses, 9)).toBe(9);
  });

  it('is forgotten when the address is no longer listed (another user, or deleted)', () => {
    expect(selectedAmong(addresses, 12)).toBeNull();
  });

  it('is none when nothing was chosen yet', () => {
    expect(selectedAmong(addresses, null)).toBeNull();
  });
});
