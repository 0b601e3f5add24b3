import { enBrands, pickText, type Category, type LanguageCode } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { CategoryLink } from './category-link';
import { useStrings } from '../../../lib/strings';
import './categories.css';

const IMAGE_SIZE = 96;

/** Root categories as cards, each with its image and its child categories as links. */
export function CategoryTree({ categories, language }: { categories: Category[]; language: LanguageCode }) {
  const t = useStrings(enBrands);
  const langOf = (c: Category) => (language === 'kn' && c.name.kn ? 'kn' : 'en');
  return (
    <ul className="category-cards">
      {categories.map((root, index) => {
        const name = pickText(root.name, language);
        return (
          <li key={root.id} className="category-card">
            <div className="category-card__head">
              <span className="category-card__image">
                <ProductImage
                  mediaKey={root.imageUrl ?? undefined}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  sizes={`${IMAGE_SIZE}px`}
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
              </span>
              <h2 className="category-card__title" lang={langOf(root)}>
                <CategoryLink id={root.id} slugName={root.name.en} shownName={name}>
                  {name}
                </CategoryLink>
              </h2>
            </div>
            {root.childCategories.length > 0 && (
              <ul className="category-card__children">
                {root.childCategories.map((child) => {
                  const childName = pickText(child.name, language);
                  return (
                    <li key={child.id} lang={langOf(child)}>
                      <CategoryLink
                        className="category-chip"
                        id={child.id}
                        slugName={child.name.en}
                        shownName={childName}
                      >
                        {childName}
                      </CategoryLink>
                    </li>
                  );
                })}
              </ul>
            )}
            <CategoryLink className="category-card__all" id={root.id} slugName={root.name.en} shownName={name}>
              {t('categories.viewAll', { name })}
            </CategoryLink>
          </li>
        );
      })}
    </ul>
  );
}
