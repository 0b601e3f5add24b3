import type { ReactNode } from 'react';
import { enAdmin } from '@krishi/contract';
import { Pagination } from '../../../components/pagination';
import { usePageParam } from '../lib/page-param';
import { useStrings } from '../../../lib/strings';

interface QueryState {
  isPending: boolean;
  isError: boolean;
}

/** What a list shows while it loads, when it failed, and when it is empty. */
export function ListState({ isPending, isError, isEmpty }: QueryState & { isEmpty: boolean }) {
  const t = useStrings(enAdmin);
  if (isPending) {
    return (
      <p className="admin-note" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <p className="admin-note admin-note--error" role="alert">
        {t('admin.loadFailed')}
      </p>
    );
  }
  if (isEmpty) return <p className="admin-note">{t('admin.empty')}</p>;
  return null;
}

interface ListWithStateProps<T> {
  /** The query the rows come from; without one the rows are already there and no note shows. */
  state?: QueryState;
  rows: T[];
  children: (rows: T[]) => ReactNode;
}

/** A list under its state note: drawn only when it has rows. */
export function ListWithState<T>({ state, rows, children }: ListWithStateProps<T>) {
  return (
    <>
      {state && <ListState isPending={state.isPending} isError={state.isError} isEmpty={rows.length === 0} />}
      {rows.length > 0 && children(rows)}
    </>
  );
}

export interface PagedListProps<T> {
  query: QueryState & { data?: { content: T[]; totalPages: number } };
  children: (rows: T[]) => ReactNode;
}

/** One page of a long list (the page in the address), with the links to the others. */
export function PagedList<T>({ query, children }: PagedListProps<T>) {
  const page = usePageParam();
  return (
    <>
      <ListWithState state={query} rows={query.data?.content ?? []}>
        {children}
      </ListWithState>
      <Pagination pageNum={page.pageNum} totalPages={query.data?.totalPages ?? 0} hrefFor={page.hrefFor} />
    </>
  );
}
