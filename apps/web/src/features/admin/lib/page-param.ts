import { useSearchParams } from 'react-router';
import { parsePageParam, withPage } from '../../../lib/pagination';

/** A list's zero-based page, kept in `?page=` so every page has its address; and the address of another. */
export function usePageParam(): { pageNum: number; hrefFor: (pageNum: number) => string } {
  const [search] = useSearchParams();
  return { pageNum: parsePageParam(search.get('page')), hrefFor: (pageNum) => withPage(search, pageNum) };
}
