import { pickText, type Category, type LanguageCode } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useInAppLinks, type InAppLinkOptions } from '../../../lib/in-app-links';
import { useStrings } from '../../../lib/strings';

/** A chip opens its listing with the name it shows, for the heading before the listing arrives. */
const CHIP_LINKS: InAppLinkOptions = { stateOf: (anchor) => ({ categoryName: anchor.textContent }) };

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
  const inAppLinks = useInAppLinks<HTMLUListElement>(CHIP_LINKS);
  return (
    <nav className="category-strip" aria-label={t('layout.categoryStrip')}>
      {!categories ? (
        <p className="category-strip__loading">{t('layout.loadingCategories')}</p>
      ) : (
        <ul className="category-strip__list" ref={inAppLinks}>
          {children.map((child) => {
            const name = pickText(child.name, language);
            return (
              <li key={child.id}>
                <a className="chip" href={paths.category({ id: child.id, name: child.name.en })}>
                  {name}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
