import { enBrands } from '@krishi/contract';
import { useCategoryTree } from '../../features/categories/api/get-categories';
import { CategoryTree } from '../../features/categories/components/category-tree';
import { useLanguage } from '../../lib/page-locale';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

export function Component() {
  const t = useStrings(enBrands);
  const language = useLanguage();
  const { data, isPending } = useCategoryTree();
  usePageTitle(t('categories.title'));
  const categories = data ?? [];

  return (
    <main className="page categories-page">
      <header className="categories-page__head">
        <h1>{t('categories.title')}</h1>
        <p>{t('categories.intro')}</p>
      </header>
      {isPending ? (
        <p className="categories-page__status" role="status">
          {t('categories.loading')}
        </p>
      ) : categories.length === 0 ? (
        <p className="categories-page__status">{t('categories.empty')}</p>
      ) : (
        <CategoryTree categories={categories} language={language} />
      )}
    </main>
  );
}
