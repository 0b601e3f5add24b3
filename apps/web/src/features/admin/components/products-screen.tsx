import { enAdmin, formatRupees, shownPrice } from '@krishi/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminProducts } from '../api/products';
import { adminLanguage, inLanguage } from '../lib/localized';
import { usePageParam } from '../lib/page-param';
import { adminPaths } from '../lib/paths';
import { statusKey } from '../lib/status';
import { AdminScreen } from './admin-screen';
import { PagedTable } from './admin-table';
import { PlainField } from './field';
import { SearchForm } from './search-form';
import { useStrings } from '../../../lib/strings';

/** The catalogue, newest first, searched by title or id, a page at a time. */
export function ProductsScreen() {
  const t = useStrings(enAdmin);
  const language = adminLanguage();
  const [search, setSearch] = useSearchParams();
  const query = search.get('search') ?? '';
  const [draft, setDraft] = useState(query);
  const { pageNum } = usePageParam();
  const products = useAdminProducts(query, pageNum);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim() ? { search: draft.trim() } : {});
  };
  return (
    <AdminScreen
      title={t('admin.nav.products')}
      action={
        <Link className="button" to={adminPaths.newProduct()}>
          {t('admin.products.new')}
        </Link>
      }
    >
      <SearchForm submitLabel={t('admin.products.find')} onSubmit={submit}>
        <PlainField label={t('admin.products.search')}>
          <input
            className="field__input"
            type="search"
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </PlainField>
      </SearchForm>
      <PagedTable
        query={products}
        columns={[
          { header: t('admin.products.id'), cell: (product) => product.id },
          {
            header: t('admin.products.title'),
            cell: (product) => {
              const title = inLanguage(product.title, language);
              return (
                <Link to={adminPaths.product(product.id)} lang={title.lang}>
                  {title.text}
                </Link>
              );
            },
          },
          {
            header: t('admin.products.price'),
            cell: (product) => (product.variants[0] ? formatRupees(shownPrice(product.variants[0])) : ''),
          },
          {
            header: t('admin.products.stock'),
            cell: (product) => product.variants.reduce((sum, v) => sum + v.inventory, 0),
          },
          { header: t('admin.products.status'), cell: (product) => t(`admin.status.${statusKey(product.status)}`) },
        ]}
      />
    </AdminScreen>
  );
}
