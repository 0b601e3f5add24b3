import { enAdmin, enOrders, ORDER_STATUSES, formatRupees, type OrderStatus } from '@krishi/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminOrders, type OrderFilters } from '../api/orders';
import { usePageParam } from '../lib/page-param';
import { adminPaths } from '../lib/paths';
import { ListState } from './list-state';

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Orders, newest first, filtered by status, days and an order id or phone; the filters live in the address. */
export function OrdersScreen() {
  const t = useStrings(enAdmin, enOrders);
  usePageTitle(t('admin.nav.orders'));
  const [search, setSearch] = useSearchParams();
  const { pageNum, hrefFor } = usePageParam();
  const status = search.get('status');
  const filters: OrderFilters = {
    status: isStatus(status) ? status : undefined,
    from: isDay(search.get('from')),
    to: isDay(search.get('to')),
    q: search.get('q') || undefined,
  };
  const orders = useAdminOrders(filters, pageNum);
  const [draft, setDraft] = useState(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value) next.set(key, value);
    setSearch(next);
  };
  const rows = orders.data?.content ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t('admin.nav.orders')}</h1>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('admin.orders.filters')}>
        <label className="field">
          <span className="field__label">{t('admin.orders.status')}</span>
          <select
            className="field__input"
            value={draft.status ?? ''}
            onChange={(e) => setDraft({ ...draft, status: isStatus(e.target.value) ? e.target.value : undefined })}
          >
            <option value="">{t('admin.orders.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('admin.orders.from')}</span>
          <input
            className="field__input"
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('admin.orders.to')}</span>
          <input
            className="field__input"
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('admin.orders.query')}</span>
          <input
            className="field__input"
            type="search"
            inputMode="numeric"
            maxLength={20}
            value={draft.q ?? ''}
            onChange={(e) => setDraft({ ...draft, q: e.target.value || undefined })}
          />
        </label>
        <button type="submit" className="button">
          {t('admin.orders.apply')}
        </button>
      </form>
      <ListState isPending={orders.isPending} isError={orders.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.id')}</th>
              <th scope="col">{t('admin.orders.date')}</th>
              <th scope="col">{t('admin.orders.customer')}</th>
              <th scope="col">{t('admin.orders.items')}</th>
              <th scope="col">{t('admin.orders.total')}</th>
              <th scope="col">{t('admin.orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <td data-label={t('admin.orders.id')}>
                  <Link to={adminPaths.order(order.id)}>{t('admin.orders.orderId', { id: order.id })}</Link>
                </td>
                <td data-label={t('admin.orders.date')}>{formatMoment(order.createdDate, adminLanguage())}</td>
                <td data-label={t('admin.orders.customer')}>
                  {order.customer.name ?? ''} {order.customer.phoneNumber}
                </td>
                <td data-label={t('admin.orders.items')}>{order.itemCount}</td>
                <td data-label={t('admin.orders.total')}>{formatRupees(order.netPrice)}</td>
                <td data-label={t('admin.orders.status')}>{t(`orders.status.${order.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination pageNum={pageNum} totalPages={orders.data?.totalPages ?? 0} hrefFor={hrefFor} />
    </section>
  );
}
