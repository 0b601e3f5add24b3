import { Link } from 'react-router';
import {
  enListing,
  formatPrice,
  pickText,
  type LanguageCode,
  type LocalizedText,
  type ProductFacets,
} from '@krishi/contract';
import { CloseIcon } from '../../../components/icons';
import { useStrings } from '../../../lib/strings';
import { toggled, type ListingChoice } from '../lib/listing-filters';
import { slugWords } from '../lib/listing-params';

interface ChosenFiltersProps {
  choice: ListingChoice;
  facets: ProductFacets | undefined;
  /** Crop and pest names by slug. */
  termNames: ReadonlyMap<string, LocalizedText>;
  language: LanguageCode;
  hrefFor: (choice: ListingChoice) => string;
}

/**
 * Each chosen filter as a chip that removes it, and 'Clear all': plain links, so they work
 * before the page's script runs and the back button brings a removed filter back.
 */
export function ChosenFilters({ choice, facets, termNames, language, hrefFor }: ChosenFiltersProps) {
  const t = useStrings(enListing);
  const { filters, sort } = choice;
  const without = (change: Partial<ListingChoice['filters']>) => hrefFor({ filters: { ...filters, ...change }, sort });

  const chips: { key: string; label: string; href: string }[] = [];
  for (const id of filters.brandIds ?? []) {
    const name = facets?.brands.find((brand) => brand.id === id)?.name;
    chips.push({
      key: `brand-${id}`,
      label: name ? pickText(name, language) : String(id),
      href: without({ brandIds: toggled(filters.brandIds, id) }),
    });
  }
  for (const [kind, slugs] of [
    ['crops', filters.crops],
    ['pests', filters.pests],
  ] as const) {
    for (const slug of slugs ?? []) {
      const name = termNames.get(slug);
      chips.push({
        key: `${kind}-${slug}`,
        label: name ? pickText(name, language) : slugWords(slug),
        href: without({ [kind]: toggled(slugs, slug) }),
      });
    }
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? t('filters.priceRange', { min: formatPrice(minPrice), max: formatPrice(maxPrice) })
        : minPrice !== undefined
          ? t('filters.priceFrom', { min: formatPrice(minPrice) })
          : t('filters.priceUpTo', { max: formatPrice(maxPrice ?? 0) });
    chips.push({ key: 'price', label, href: without({ minPrice: undefined, maxPrice: undefined }) });
  }
  if (filters.inStock) chips.push({ key: 'stock', label: t('filters.inStock'), href: without({ inStock: undefined }) });
  if (filters.minDiscount !== undefined)
    chips.push({
      key: 'discount',
      label: t('filters.discountAtLeast', { percent: filters.minDiscount }),
      href: without({ minDiscount: undefined }),
    });
  if (filters.minRating !== undefined)
    chips.push({
      key: 'rating',
      label: t('filters.ratingAtLeast', { stars: filters.minRating }),
      href: without({ minRating: undefined }),
    });

  if (chips.length === 0) return null;
  return (
    <nav className="chosen-filters" aria-label={t('filters.chosen')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className="chip" to={chip.href} aria-label={t('filters.remove', { name: chip.label })}>
              <span aria-hidden="true">{chip.label}</span>
              <CloseIcon size={16} />
            </Link>
          </li>
        ))}
        <li>
          <Link className="chosen-filters__clear" to={hrefFor({ filters: {}, sort })}>
            {t('filters.clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
