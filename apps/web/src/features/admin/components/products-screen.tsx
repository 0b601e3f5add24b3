import { enAdmin, formatRupees, shownPrice } from '@krishi/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminProducts } from '../api/products';
import { adminLanguage, inLanguage } from '../lib/localized';
import { usePageParam } from '../lib/page-param';
import { statusKey } from '../lib/status';
import { adminPaths } from '../lib/paths';
import { ListState } from './list-state';

/** The catalogue, newest first, searched by title or id, a page at a time. */
export function ProductsScreen() {
  const t = useStrings(enAdmin);
  usePageTitle(t('admin.nav.products'));
  const language = adminLanguage();
  const [search, setSearch] = useSearchParams();
  const query = search.get('search') ?? '';
  const [draft, setDraft] = useState(query);
  const { pageNum, hrefFor } = usePageParam();
  const products = useAdminProducts(query, pageNum);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim() ? { search: draft.trim() } : {});
  };
  const rows = products.data?.content ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <div className="admin-head">
        <h1 id="admin-heading">{t('admin.nav.products')}</h1>
        <Link className="button" to={adminPaths.newProduct()}>
          {t('admin.products.new')}
        </Link>
      </div>
      <form className="admin-filters" role="search" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('admin.products.search')}</span>
          <input
            className="field__input"
            type="search"
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('admin.products.find')}
        </button>
      </form>
      <ListState isPending={products.isPending} isError={products.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.products.id')}</th>
              <th scope="col">{t('admin.products.title')}</th>
              <th scope="col">{t('admin.products.price')}</th>
              <th scope="col">{t('admin.products.stock')}</th>
              <th scope="col">{t('admin.products.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => {
              const title = inLanguage(product.title, language);
              const stock = product.variants.reduce((sum, v) => sum + v.inventory, 0);
              return (
                <tr key={product.id}>
                  <td data-label={t('admin.products.id')}>{product.id}</td>
                  <td data-label={t('admin.products.title')}>
                    <Link to={adminPaths.product(product.id)} lang={title.lang}>
                      {title.text}
                    </Link>
                  </td>
                  <td data-label={t('admin.products.price')}>
                    {product.variants[0] ? formatRupees(shownPrice(product.variants[0])) : ''}
                  </td>
                  <td data-label={t('admin.products.stock')}>{stock}</td>
                  <td data-label={t('admin.products.status')}>{t(`admin.status.${statusKey(product.status)}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pagination pageNum={pageNum} totalPages={products.data?.totalPages ?? 0} hrefFor={hrefFor} />
    </section>
  );
}
