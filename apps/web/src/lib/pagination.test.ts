import { describe, expect, it } from 'vitest';
import { pageItems, parsePageParam, withPage, type PageItem } from './pagination';

/** The items as the visitor reads them: page numbers from 1 and '…' for a gap. */
const shown = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : i.pageNum + 1)).join(' ');

describe('numbered pagination', () => {
  it('shows no pagination for a single page or none', () => {
    expect(pageItems(0, 0)).toEqual([]);
    expect(pageItems(0, 1)).toEqual([]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(shown(pageItems(0, 3))).toBe('1 2 3');
    expect(shown(pageItems(4, 5))).toBe('1 2 3 4 5');
  });

  it('shows five pages from the start and the last page as a shortcut on the first page', () => {
    expect(shown(pageItems(0, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('centres five pages on the current one with first and last shortcuts', () => {
    expect(shown(pageItems(9, 20))).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('leaves out the gap when the shortcut is next to the window', () => {
    expect(shown(pageItems(3, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(shown(pageItems(16, 20))).toBe('1 … 15 16 17 18 19 20');
  });

  it('ends with the last five pages on the last page', () => {
    expect(shown(pageItems(19, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('treats a page past the end as the last page', () => {
    expect(shown(pageItems(99, 8))).toBe('1 … 4 5 6 7 8');
  });
});

describe('the ?page= parameter', () => {
  it('is one-based in the address and zero-based in the app', () => {
    expect(parsePageParam('3')).toBe(2);
    expect(parsePageParam('1')).toBe(0);
  });

  it('falls back to the first page for anything unusable', () => {
    for (const raw of [null, '', '0', '-2', 'abc', '1.5', '99999999999']) expect(parsePageParam(raw)).toBe(0);
  });

  it('is left out of the address on the first page and keeps the other parameters', () => {
    const search = new URLSearchParams('query=urea&page=4');
    expect(withPage(search, 0)).toBe('?query=urea');
    expect(withPage(search, 2)).toBe('?query=urea&page=3');
    expect(withPage(new URLSearchParams(), 0)).toBe('');
  });
});
