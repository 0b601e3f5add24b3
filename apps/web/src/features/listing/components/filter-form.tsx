import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import {
  DISCOUNT_STEPS,
  enListing,
  paiseToRupees,
  pickText,
  RATING_STEPS,
  type LanguageCode,
  type LocalizedText,
  type ProductFacets,
} from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { FILTER_PARAMS, type ListingChoice } from '../lib/listing-filters';
import { slugWords } from '../lib/listing-params';
import './filters.css';

/** Values a long facet shows before 'Show all': the rest wait behind a disclosure. */
const FIRST_VALUES = 6;

interface FacetValue {
  value: string;
  name: LocalizedText;
  count: number;
}

interface FilterFormProps {
  facets: ProductFacets | undefined;
  choice: ListingChoice;
  /** Parameters of the address the filters do not own (the search words), sent along. */
  kept: URLSearchParams;
  /** Crop and pest names by slug: the facets name them by slug only. */
  termNames: ReadonlyMap<string, LocalizedText>;
  language: LanguageCode;
  /** False on a seller's own listing, where a brand filter has nothing to choose. */
  withBrands: boolean;
  /** Beside the list, a tick applies at once; in the phone's sheet the buyer applies them together. */
  applyOnChange: boolean;
  /** The form's fields as the address would carry them. */
  onApply: (fields: URLSearchParams) => void;
  /** The sheet's buttons, inside the form so 'Show results' submits it. */
  footer?: ReactNode;
}

function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/**
 * The filters of a listing as a plain GET form: its field names are the address's, so before
 * the page's script runs a tick and 'Go' still load the filtered page from the server.
 */
export function FilterForm({
  facets,
  choice,
  kept,
  termNames,
  language,
  withBrands,
  applyOnChange,
  onApply,
  footer,
}: FilterFormProps) {
  const t = useStrings(enListing);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const { filters, sort } = choice;

  const apply = () => {
    if (formRef.current) onApply(fieldsOf(formRef.current));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // A price box waits for 'Go' or Enter: applying at each keystroke would reload per digit.
    if (applyOnChange && target.type !== 'number') apply();
  };

  const brands: FacetValue[] = (facets?.brands ?? []).map((b) => ({ value: String(b.id), ...b }));
  const named = ({ slug, count }: { slug: string; count: number }): FacetValue => ({
    value: slug,
    count,
    name: termNames.get(slug) ?? { en: slugWords(slug) },
  });
  const crops = (facets?.crops ?? []).map(named);
  const pests = (facets?.pests ?? []).map(named);
  const ticked = {
    brand: new Set((filters.brandIds ?? []).map(String)),
    crop: new Set(filters.crops ?? []),
    pest: new Set(filters.pests ?? []),
  };

  const checkboxes = (param: 'brand' | 'crop' | 'pest', legend: string, values: FacetValue[]) => {
    if (values.length === 0) return null;
    // Ticked values first, so a long list never hides what is chosen behind 'Show all'.
    const ordered = [...values].sort((a, b) => Number(ticked[param].has(b.value)) - Number(ticked[param].has(a.value)));
    const option = (v: FacetValue) => (
      <li key={v.value}>
        <label className="filter-option">
          <input
            type="checkbox"
            name={FILTER_PARAMS[param]}
            value={v.value}
            defaultChecked={ticked[param].has(v.value)}
          />
          <span className="filter-option__name">{pickText(v.name, language)}</span>
          <span className="filter-option__count">{v.count}</span>
        </label>
      </li>
    );
    const first = ordered.slice(0, FIRST_VALUES);
    const rest = ordered.slice(FIRST_VALUES);
    return (
      <fieldset className="filter-group">
        <legend>{legend}</legend>
        <ul>{first.map(option)}</ul>
        {rest.length > 0 && (
          <details className="filter-more">
            <summary>{t('filters.showAll', { count: values.length })}</summary>
            <ul>{rest.map(option)}</ul>
          </details>
        )}
      </fieldset>
    );
  };

  const steps = (
    param: 'minDiscount' | 'minRating',
    legend: string,
    entries: { step: number; count: number | undefined; label: string }[],
    chosen: number | undefined,
  ) => (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul>
        <li>
          <label className="filter-option">
            <input type="radio" name={FILTER_PARAMS[param]} value="" defaultChecked={chosen === undefined} />
            <span className="filter-option__name">{t('filters.any')}</span>
          </label>
        </li>
        {entries.map((entry) => (
          <li key={entry.step}>
            <label className="filter-option">
              <input
                type="radio"
                name={FILTER_PARAMS[param]}
                value={entry.step}
                defaultChecked={chosen === entry.step}
              />
              <span className="filter-option__name">{entry.label}</span>
              {entry.count !== undefined && <span className="filter-option__count">{entry.count}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  // Before the server's counts arrive a step shows no number rather than a wrong 0.
  const countOf = <K extends string>(
    list: ({ count: number } & Record<K, number>)[] | undefined,
    key: K,
    step: number,
  ) => (list ? (list.find((entry) => entry[key] === step)?.count ?? 0) : undefined);
  const price = facets?.price;
  const rupees = (paise: number | undefined | null) =>
    paise === undefined || paise === null ? undefined : Math.floor(paiseToRupees(paise));

  return (
    <form ref={formRef} className="filter-form" method="get" onSubmit={onSubmit} onChange={onChange}>
      {[...kept].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {sort !== undefined && <input type="hidden" name={FILTER_PARAMS.sort} value={sort} />}
      <label className="filter-option filter-option--stock">
        <input type="checkbox" name={FILTER_PARAMS.inStock} value="1" defaultChecked={filters.inStock === true} />
        <span className="filter-option__name">{t('filters.inStock')}</span>
        {facets && <span className="filter-option__count">{facets.inStock.count}</span>}
      </label>
      {withBrands && checkboxes('brand', t('filters.brand'), brands)}
      {checkboxes('crop', t('filters.crop'), crops)}
      {checkboxes('pest', t('filters.pest'), pests)}
      <fieldset className="filter-group">
        <legend>{t('filters.price')}</legend>
        <div className="filter-price">
          <label htmlFor={`${id}-min`} className="visually-hidden">
            {t('filters.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name={FILTER_PARAMS.minPrice}
            placeholder={t('filters.minPlaceholder')}
            defaultValue={rupees(filters.minPrice)}
            aria-describedby={price?.min != null ? `${id}-range` : undefined}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-max`} className="visually-hidden">
            {t('filters.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name={FILTER_PARAMS.maxPrice}
            placeholder={t('filters.maxPlaceholder')}
            defaultValue={rupees(filters.maxPrice)}
          />
          {applyOnChange && (
            <button type="submit" className="button button--outline filter-price__go">
              {t('filters.applyPrice')}
            </button>
          )}
        </div>
        {price?.min != null && price.max != null && (
          <p id={`${id}-range`} className="filter-price__range">
            {t('filters.priceRange', { min: `₹${rupees(price.min)}`, max: `₹${Math.ceil(paiseToRupees(price.max))}` })}
          </p>
        )}
      </fieldset>
      {steps(
        'minDiscount',
        t('filters.discount'),
        DISCOUNT_STEPS.map((step) => ({
          step,
          count: countOf(facets?.discount, 'minDiscount', step),
          label: t('filters.discountAtLeast', { percent: step }),
        })),
        filters.minDiscount,
      )}
      {steps(
        'minRating',
        t('filters.rating'),
        RATING_STEPS.map((step) => ({
          step,
          count: countOf(facets?.rating, 'minRating', step),
          label: t('filters.ratingAtLeast', { stars: step }),
        })),
        filters.minRating,
      )}
      {footer}
    </form>
  );
}
