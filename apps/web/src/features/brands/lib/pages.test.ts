import { describe, expect, it } from 'vitest';
import { pageItems, pageSearch, parsePageParam, type PageItem } from './pages';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : i.pageNum + 1)).join(' ');

describe('pagination buttons', () => {
  it('shows every page when there are five or fewer', () => {
    expect(show(pageItems(0, 3))).toBe('1 2 3');
    expect(show(pageItems(4, 5))).toBe('1 2 3 4 5');
  });

  it('centres five pages on the current one, with first and last as shortcuts', () => {
    expect(show(pageItems(9, 20))).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('keeps five pages at the ends', () => {
    expect(show(pageItems(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(19, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('leaves out the gap when the shortcut is next to the window', () => {
    expect(show(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('has no buttons without pages', () => {
    expect(pageItems(0, 0)).toEqual([]);
  });
});

describe('page in the address', () => {
  it('is one-based in the URL and zero-based inside', () => {
    expect(parsePageParam('3')).toBe(2);
    expect(pageSearch(2)).toBe('?page=3');
    expect(pageSearch(0)).toBe('');
  });

  it('falls back to the first page for anything unusable', () => {
    for (const bad of [null, '', '0', '-1', 'two', '1e9', '999999']) expect(parsePageParam(bad)).toBe(0);
  });
});
