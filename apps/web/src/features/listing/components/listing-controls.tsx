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

/** What both places of the filter form show: the facets, the address's choice and how to apply it. */
function useFilterForm({ facets, termNames, language, withBrands }: Omit<ListingControlsProps, 'search'>) {
  const listing = useListingChoice();
  const { choice, kept, applyFields } = listing;
  return { listing, form: { facets, termNames, language, withBrands, choice, kept, onApply: applyFields } };
}

/** Above the results: the phone's Filters button, the sort and the chosen filters as chips. */
export function ListingToolbar({ search, ...props }: ListingControlsProps) {
  const { listing, form } = useFilterForm(props);
  const { choice, hrefFor, choose } = listing;
  return (
    <div className="listing-toolbar">
      <div className="listing-toolbar__row">
        <FilterSheet {...form} />
        <SortSelect sort={choice.sort} search={search} onSort={(sort) => choose({ ...choice, sort })} />
      </div>
      <ChosenFilters
        choice={choice}
        facets={props.facets}
        termNames={props.termNames}
        language={props.language}
        hrefFor={hrefFor}
      />
    </div>
  );
}

/** Beside the results on a wide screen: the filters, each tick applied at once. */
export function ListingFilterPanel(props: Omit<ListingControlsProps, 'search'>) {
  const t = useStrings(enListing);
  const { form } = useFilterForm(props);
  return (
    <>
      <h2 className="listing-aside__title">{t('filters.title')}</h2>
      <FilterForm key={JSON.stringify(form.choice)} {...form} applyOnChange />
    </>
  );
}
