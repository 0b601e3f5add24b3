import { useSearchParams } from 'react-router';
import { parsePageParam, withPage } from '../../../lib/pagination';

export interface PageParam {
  pageNum: number;
  hrefFor: (pageNum: number) => string;
}

/** A list's zero-based page, kept in `?page=` so every page has its address; and the address of another. */
export function usePageParam(): PageParam {
  const [search] = useSearchParams();
  return { pageNum: parsePageParam(search.get('page')), hrefFor: (pageNum) => withPage(search, pageNum) };
}
