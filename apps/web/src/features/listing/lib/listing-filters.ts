import {
  AGRONOMY_SLUG,
  MAX_FILTER_VALUES,
  PRODUCT_SORTS,
  type ProductFilters,
  type ProductSort,
  paiseToRupees,
  rupeesToPaise,
} from '@krishi/contract';
import { parseId } from './listing-params';

/**
 * A listing's filters and sort as its address keeps them, so a filtered page can be shared and
 * the back button returns to the previous choice. The names are those a plain GET form sends
 * (one `brand=` per ticked brand), so the filter form works before the page's script has run.
 * Prices are in whole rupees here, as the buyer types them; the API takes paise.
 */
export const FILTER_PARAMS = {
  brand: 'brand',
  crop: 'crop',
  pest: 'pest',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  inStock: 'inStock',
  minRating: 'minRating',
  minDiscount: 'minDiscount',
  sort: 'sort',
} as const;

/** Every parameter a filter or the sort owns; changing any of them starts again at page 1. */
const OWNED = new Set<string>([...Object.values(FILTER_PARAMS), 'page']);

/** The highest rupee price a box takes: the API's paise limit. */
const MAX_RUPEES = 10_000_000;

export interface ListingChoice {
  filters: ProductFilters;
  sort: ProductSort | undefined;
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)].slice(0, MAX_FILTER_VALUES);
}

function rupeesParam(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,8}$/.test(raw.trim())) return undefined;
  const rupees = Number(raw.trim());
  return rupees <= MAX_RUPEES ? rupeesToPaise(rupees) : undefined;
}

function stepParam(raw: string | null, min: number, max: number): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/**
 * The filters and sort an address asks for. What cannot be understood is left out rather than
 * refused: a hand-edited or old link still shows a listing.
 */
export function readListingChoice(params: URLSearchParams): ListingChoice {
  const filters: ProductFilters = {};
  const brandIds = distinct(params.getAll(FILTER_PARAMS.brand).flatMap((raw) => parseId(raw) ?? []));
  if (brandIds.length > 0) filters.brandIds = brandIds;
  const crops = distinct(params.getAll(FILTER_PARAMS.crop).filter((slug) => AGRONOMY_SLUG.test(slug)));
  if (crops.length > 0) filters.crops = crops;
  const pests = distinct(params.getAll(FILTER_PARAMS.pest).filter((slug) => AGRONOMY_SLUG.test(slug)));
  if (pests.length > 0) filters.pests = pests;
  let minPrice = rupeesParam(params.get(FILTER_PARAMS.minPrice));
  let maxPrice = rupeesParam(params.get(FILTER_PARAMS.maxPrice));
  // Boxes typed the wrong way round mean the range between them.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== undefined && minPrice > 0) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (params.get(FILTER_PARAMS.inStock) === '1') filters.inStock = true;
  const minRating = stepParam(params.get(FILTER_PARAMS.minRating), 1, 5);
  if (minRating !== undefined) filters.minRating = minRating;
  const minDiscount = stepParam(params.get(FILTER_PARAMS.minDiscount), 1, 99);
  if (minDiscount !== undefined) filters.minDiscount = minDiscount;
  const rawSort = params.get(FILTER_PARAMS.sort);
  const sort = PRODUCT_SORTS.find((known) => known === rawSort);
  return { filters, sort };
}

/** How many filter values are chosen (the number on the phone's Filters button). */
export function chosenCount(filters: ProductFilters): number {
  return (
    (filters.brandIds?.length ?? 0) +
    (filters.crops?.length ?? 0) +
    (filters.pests?.length ?? 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.minRating !== undefined ? 1 : 0) +
    (filters.minDiscount !== undefined ? 1 : 0)
  );
}

/** The address's parameters for a choice, beside those the listing itself keeps (`query`). */
export function writeListingChoice(params: URLSearchParams, choice: ListingChoice): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) if (!OWNED.has(name)) next.append(name, value);
  const { filters, sort } = choice;
  for (const id of filters.brandIds ?? []) next.append(FILTER_PARAMS.brand, String(id));
  for (const slug of filters.crops ?? []) next.append(FILTER_PARAMS.crop, slug);
  for (const slug of filters.pests ?? []) next.append(FILTER_PARAMS.pest, slug);
  if (filters.minPrice !== undefined) next.set(FILTER_PARAMS.minPrice, String(paiseToRupees(filters.minPrice)));
  if (filters.maxPrice !== undefined) next.set(FILTER_PARAMS.maxPrice, String(paiseToRupees(filters.maxPrice)));
  if (filters.inStock) next.set(FILTER_PARAMS.inStock, '1');
  if (filters.minRating !== undefined) next.set(FILTER_PARAMS.minRating, String(filters.minRating));
  if (filters.minDiscount !== undefined) next.set(FILTER_PARAMS.minDiscount, String(filters.minDiscount));
  if (sort !== undefined) next.set(FILTER_PARAMS.sort, sort);
  return next;
}

/** An address's query string (with its `?`), or nothing when it has no parameter. */
export function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Toggles one value in a list filter, keeping the others in the order they were chosen. */
export function toggled<T>(values: readonly T[] | undefined, value: T): T[] | undefined {
  const list = values ?? [];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return next.length > 0 ? next : undefined;
}

/**
 * One text for the filters and sort, the same whatever order they were chosen in: part of the
 * query key, so the same choice is one cached answer.
 */
export function choiceKey({ filters, sort }: ListingChoice): string | null {
  const sorted = <T extends string | number>(values: readonly T[] | undefined) =>
    values ? [...values].sort().join(',') : '';
  const parts = [
    sorted(filters.brandIds),
    sorted(filters.crops),
    sorted(filters.pests),
    filters.minPrice ?? '',
    filters.maxPrice ?? '',
    filters.inStock ? 1 : '',
    filters.minRating ?? '',
    filters.minDiscount ?? '',
    sort ?? '',
  ];
  const key = parts.join('|');
  return /^\|*$/.test(key) ? null : key;
}
