import { enListing, type LanguageCode, type LocalizedText, type ProductFacets } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { useListingChoice } from '../lib/use-listing-choice';
import { ChosenFilters } from './chosen-filters';
import { FilterForm } from './filter-form';
import { FilterSheet } from './filter-sheet';
import { SortSelect } from './sort-select';
import './filters.css';

interface ListingControlsProps {
  facets: ProductFacets | undefined;
  /** Crop and pest names by slug (the agronomy terms, composed by the route). */
  termNames: ReadonlyMap<string, LocalizedText>;
  language: LanguageCode;
  /** A search ranks by relevance; other listings show the newest first. */
  search: boolean;
  /** False on a seller's own listing: one brand leaves nothing to choose. */
  withBrands: boolean;
}

/** Above the results: the phone's Filters button, the sort and the chosen filters as chips. */
export function ListingToolbar({ facets, termNames, language, search, withBrands }: ListingControlsProps) {
  const { choice, kept, hrefFor, choose, applyFields } = useListingChoice();
  return (
    <div className="listing-toolbar">
      <div className="listing-toolbar__row">
        <FilterSheet
          facets={facets}
          choice={choice}
          kept={kept}
          termNames={termNames}
          language={language}
          withBrands={withBrands}
          onApply={applyFields}
        />
        <SortSelect sort={choice.sort} search={search} onSort={(sort) => choose({ ...choice, sort })} />
      </div>
      <ChosenFilters choice={choice} facets={facets} termNames={termNames} language={language} hrefFor={hrefFor} />
    </div>
  );
}

/** Beside the results on a wide screen: the filters, each tick applied at once. */
export function ListingFilterPanel({ facets, termNames, language, withBrands }: Omit<ListingControlsProps, 'search'>) {
  const t = useStrings(enListing);
  const { choice, kept, applyFields } = useListingChoice();
  return (
    <>
      <h2 className="listing-aside__title">{t('filters.title')}</h2>
      <FilterForm
        key={JSON.stringify(choice)}
        facets={facets}
        choice={choice}
        kept={kept}
        termNames={termNames}
        language={language}
        withBrands={withBrands}
        applyOnChange
        onApply={applyFields}
      />
    </>
  );
}
