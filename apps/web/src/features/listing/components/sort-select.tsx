import { useId } from 'react';
import { enListing, PRODUCT_SORTS, type ProductSort } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';

interface SortSelectProps {
  sort: ProductSort | undefined;
  /** A search ranks by relevance by default; other listings show the newest first. */
  search: boolean;
  onSort: (sort: ProductSort | undefined) => void;
}

/** How the listing is ordered; the default order leaves the address without a `sort`. */
export function SortSelect({ sort, search, onSort }: SortSelectProps) {
  const t = useStrings(enListing);
  const id = useId();
  const fallback: ProductSort = search ? 'relevance' : 'newest';
  const options = PRODUCT_SORTS.filter((option) => search || option !== 'relevance');
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        value={sort ?? fallback}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          onSort(chosen === fallback ? undefined : chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
