import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('the My Orders page in the address', () => {
  it('reads ?page= as a zero-based page', () => {
    expect(pageParam('2')).toBe(2);
  });

  it('is the first page when missing or not a whole positive number', () => {
    for (const value of [null, '', '-1', '1.5', 'two']) expect(pageParam(value)).toBe(0);
  });
});
