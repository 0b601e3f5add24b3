import { Link } from 'react-router';
import { enListing, pickText, type LanguageCode, type ProductListResponse } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';

/**
 * What the search made of the words typed: 'Showing results for …' when a correction, a
 * sound-alike or a synonym decided the result, and, when nothing was found, the categories, crops
 * and pests nearest the words, as links.
 */
export function SearchUnderstood({
  data,
  language,
}: {
  data: ProductListResponse | undefined;
  language: LanguageCode;
}) {
  const t = useStrings(enListing);
  if (!data) return null;
  if (data.searchedFor) {
    return (
      <p className="search-understood" role="status">
        {t('searchPage.showingFor', { query: data.searchedFor })}
      </p>
    );
  }
  if (data.totalElements > 0 || !data.closest?.length) return null;
  return (
    <nav className="search-closest" aria-labelledby="search-closest-title">
      <p id="search-closest-title">{t('searchPage.closest')}</p>
      <ul>
        {data.closest.map((place) => {
          const name = pickText(place.name, language);
          const href =
            place.kind === 'category'
              ? place.id === undefined
                ? paths.search(place.name.en)
                : paths.category({ id: place.id, name: place.name.en })
              : place.kind === 'crop'
                ? paths.crop(place.slug)
                : paths.problem(place.slug);
          return (
            <li key={`${place.kind}-${place.slug}-${place.id ?? ''}`}>
              <Link to={href}>{name}</Link>{' '}
              <span className="search-closest__kind">{t(`searchPage.closestKind.${place.kind}`)}</span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
