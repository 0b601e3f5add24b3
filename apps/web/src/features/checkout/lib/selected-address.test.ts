import { describe, expect, it } from 'vitest';
import { selectedAmong } from './selected-address';

describe('the delivery address the Address screen starts with', () => {
  const addresses = [{ id: 9 }, { id: 4 }];

  it("is the one chosen on this device while it is one of the user's addresses", () => {
    expect(selectedAmong(addresses, 4, 9)).toBe(4);
  });

  it('is the only saved address when none was chosen yet', () => {
    expect(selectedAmong([{ id: 7 }], null)).toBe(7);
  });

  it('is the address the cart last delivered to when this device chose none', () => {
    expect(selectedAmong(addresses, null, 4)).toBe(4);
  });

  it('falls back to the newest address when the remembered one is no longer listed (another user, or deleted)', () => {
    expect(selectedAmong(addresses, 12, 13)).toBe(9);
  });

  it('is none when the user has no address', () => {
    expect(selectedAmong([], 4, 4)).toBeNull();
  });
});
