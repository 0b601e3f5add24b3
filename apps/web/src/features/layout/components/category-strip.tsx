import { Link } from 'react-router';
import { pickText, type Category, type LanguageCode } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';

/** The child categories of every root category, as a row of chips that scrolls sideways. */
export function CategoryStrip({
  categories,
  language,
}: {
  categories: Category[] | undefined;
  language: LanguageCode;
}) {
  const t = useStrings();
  const children = categories?.flatMap((root) => root.childCategories) ?? [];
  return (
    <nav className="category-strip" aria-label={t('layout.categoryStrip')}>
      {!categories ? (
        <p className="category-strip__loading">{t('layout.loadingCategories')}</p>
      ) : (
        <ul className="category-strip__list">
          {children.map((child) => {
            const name = pickText(child.name, language);
            return (
              <li key={child.id}>
                <Link
                  className="chip"
                  to={paths.category({ id: child.id, name: child.name.en })}
                  state={{ categoryName: name }}
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
