import { enAdmin, enOrders, ORDER_STATUSES, formatRupees, type OrderStatus } from '@krishi/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminOrders, type OrderFilters } from '../api/orders';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageParam } from '../lib/page-param';
import { adminPaths } from '../lib/paths';
import { AdminScreen } from './admin-screen';
import { PagedTable } from './admin-table';
import { Options, PlainField } from './field';
import { SearchForm } from './search-form';
import { useStrings } from '../../../lib/strings';

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Orders, newest first, filtered by status, days and an order id or phone; the filters live in the address. */
export function OrdersScreen() {
  const t = useStrings(enAdmin, enOrders);
  const [search, setSearch] = useSearchParams();
  const { pageNum } = usePageParam();
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
  /** A typed filter's box: what the draft holds, and an emptied box as no filter. */
  const typed = (key: 'from' | 'to' | 'q') => ({
    value: draft[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value || undefined }),
  });
  return (
    <AdminScreen title={t('admin.nav.orders')}>
      <SearchForm label={t('admin.orders.filters')} submitLabel={t('admin.orders.apply')} onSubmit={apply}>
        <PlainField label={t('admin.orders.status')}>
          <select
            className="field__input"
            value={draft.status ?? ''}
            onChange={(e) => setDraft({ ...draft, status: isStatus(e.target.value) ? e.target.value : undefined })}
          >
            <option value="">{t('admin.orders.anyStatus')}</option>
            <Options values={ORDER_STATUSES} name={(s) => t(`orders.status.${s}`)} />
          </select>
        </PlainField>
        {(['from', 'to'] as const).map((day) => (
          <PlainField key={day} label={t(`admin.orders.${day}`)}>
            <input className="field__input" type="date" {...typed(day)} />
          </PlainField>
        ))}
        <PlainField label={t('admin.orders.query')}>
          <input className="field__input" type="search" inputMode="numeric" maxLength={20} {...typed('q')} />
        </PlainField>
      </SearchForm>
      <PagedTable
        query={orders}
        columns={[
          {
            header: t('admin.orders.id'),
            cell: (order) => <Link to={adminPaths.order(order.id)}>{t('admin.orders.orderId', { id: order.id })}</Link>,
          },
          { header: t('admin.orders.date'), cell: (order) => formatMoment(order.createdDate, adminLanguage()) },
          {
            header: t('admin.orders.customer'),
            cell: (order) => `${order.customer.name ?? ''} ${order.customer.phoneNumber}`,
          },
          { header: t('admin.orders.items'), cell: (order) => order.itemCount },
          { header: t('admin.orders.total'), cell: (order) => formatRupees(order.netPrice) },
          { header: t('admin.orders.method'), cell: (order) => t(`orders.method.${order.paymentMethod}`) },
          { header: t('admin.orders.status'), cell: (order) => t(`orders.status.${order.status}`) },
        ]}
      />
    </AdminScreen>
  );
}
