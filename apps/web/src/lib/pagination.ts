/** How many numbered page buttons a pagination shows at once (spec section 9). */
export const PAGE_BUTTONS = 5;

/**
 * On a phone: five pages, the first and last, two ellipses and the arrows need about 530 px of
 * 44 px buttons, and a 360 px screen wraps them onto two lines. Three pages with the first and
 * last fit one line down to 320 px; the neighbouring numbers stand in for the arrows.
 */
export const COMPACT_PAGE_BUTTONS = 3;

/** Narrower than this, the pagination is compact (a CSS media query). */
export const COMPACT_PAGINATION = '(max-width: 539px)';

export type PageItem = { kind: 'page'; pageNum: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The buttons of a zero-based pagination: up to five numbered pages around the current one,
 * and the first and last page as shortcuts, with a gap between when they are not adjacent.
 */
export function pageItems(pageNum: number, totalPages: number, buttons: number = PAGE_BUTTONS): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(0, pageNum), totalPages - 1);
  const start = Math.max(0, Math.min(current - Math.floor(buttons / 2), totalPages - buttons));
  const end = Math.min(totalPages - 1, start + buttons - 1);
  const items: PageItem[] = [];
  if (start > 0) items.push({ kind: 'page', pageNum: 0 });
  if (start > 1) items.push({ kind: 'gap', key: 'start' });
  for (let n = start; n <= end; n++) items.push({ kind: 'page', pageNum: n });
  if (end < totalPages - 2) items.push({ kind: 'gap', key: 'end' });
  if (end < totalPages - 1) items.push({ kind: 'page', pageNum: totalPages - 1 });
  return items;
}

/** Largest page a URL may ask for; deeper is refused by the server anyway. */
const MAX_PAGE_PARAM = 10_000;

/** The zero-based page of a one-based `?page=` value; anything unusable is the first page. */
export function parsePageParam(raw: string | null): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 0;
  return Math.min(Math.max(0, Number(raw) - 1), MAX_PAGE_PARAM);
}

/** The search string with `page` set to a zero-based page (the first page has none). */
export function withPage(search: URLSearchParams, pageNum: number): string {
  const next = new URLSearchParams(search);
  if (pageNum > 0) next.set('page', String(pageNum + 1));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
