import { enAdmin, enErrors, enOrders, ORDER_STATUS_STEPS, formatRupees } from '@krishi/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminOrder, useChangeOrder, type OrderAction } from '../api/orders';
import { errorText } from '../lib/error-text';
import { adminLanguage, formatMoment, inLanguage } from '../lib/localized';
import { adminPaths } from '../lib/paths';
import { AdminScreen } from './admin-screen';
import { CodRefundForm } from './cod-refund-form';
import { ConfirmDialog } from './confirm-dialog';
import { ListState } from './list-state';
import { LotsShipped } from '../../../components/lots-shipped';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

const ACTION_LABEL = {
  Dispatched: 'admin.orders.dispatch',
  Delivered: 'admin.orders.deliver',
  cancel: 'admin.orders.cancel',
  collectCash: 'admin.orders.collectCash',
} as const;
const ACTION_QUESTION = {
  Dispatched: 'admin.orders.confirmDispatch',
  Delivered: 'admin.orders.confirmDeliver',
  cancel: 'admin.orders.confirmCancel',
  collectCash: 'admin.orders.confirmCollectCash',
} as const;
const ACTION_DONE = {
  Dispatched: 'admin.orders.dispatched',
  Delivered: 'admin.orders.delivered',
  cancel: 'admin.orders.cancelled',
  collectCash: 'admin.orders.cashCollectedDone',
} as const;

/** One order: what was bought, by whom, where to; and the next step it can take, each asked first. */
export function OrderDetail() {
  const t = useStrings(enAdmin, enErrors, enOrders);
  const id = Number(useParams().orderId);
  const title = t('admin.orders.orderId', { id });
  const order = useAdminOrder(id);
  const change = useChangeOrder();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  if (!order.data) {
    return (
      <AdminScreen title={title}>
        <ListState isPending={order.isPending} isError={order.isError} isEmpty={false} />
      </AdminScreen>
    );
  }
  const o = order.data;
  const actions: OrderAction[] = [];
  if (o.status === ORDER_STATUS_STEPS.Dispatched) actions.push('Dispatched', 'cancel');
  if (o.status === ORDER_STATUS_STEPS.Delivered) actions.push('Delivered');
  const cod = o.paymentMethod === 'COD';
  if (cod && o.status === 'Delivered' && !o.cashCollected) actions.push('collectCash');
  const confirm = () => {
    if (!asking) return;
    change.mutate(
      { id, action: asking },
      {
        onSuccess: () => toast.success(t(ACTION_DONE[asking])),
        onError: (error) => toast.error(errorText(error, t)),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <AdminScreen title={title} back={{ to: adminPaths.orders(), label: t('admin.orders.back') }}>
      <dl className="admin-facts">
        <dt>{t('admin.orders.status')}</dt>
        <dd>{t(`orders.status.${o.status}`)}</dd>
        <dt>{t('admin.orders.date')}</dt>
        <dd>{formatMoment(o.createdDate, adminLanguage())}</dd>
        <dt>{t('admin.orders.customer')}</dt>
        <dd>
          {o.customer.name ?? ''} {o.customer.phoneNumber}{' '}
          <Link to={adminPaths.userPoints(o.customer.userId)}>{t('admin.points.link')}</Link>
        </dd>
        <dt>{t('admin.orders.address')}</dt>
        <dd>{o.userAddress.completeAddress}</dd>
        <dt>{t('admin.orders.total')}</dt>
        <dd>{formatRupees(o.netPrice)}</dd>
        <dt>{t('admin.orders.method')}</dt>
        <dd>
          {t(`orders.method.${o.paymentMethod}`)}
          {cod && o.cashCollected && ` · ${t('admin.orders.cashCollected')}`}
        </dd>
        {o.paymentId && (
          <>
            <dt>{t('admin.orders.payment')}</dt>
            <dd>{o.paymentId}</dd>
          </>
        )}
        {o.codRefund && (
          <>
            <dt>{t('admin.orders.codRefund')}</dt>
            <dd>
              {t('admin.orders.codRefundLine', {
                amount: formatRupees(o.codRefund.amount),
                holder: o.codRefund.accountHolder,
                ending: o.codRefund.accountEnding,
                ifsc: o.codRefund.ifsc,
                reference: o.codRefund.reference,
              })}
            </dd>
          </>
        )}
        {o.refund && (
          <>
            <dt>{t('admin.orders.refund')}</dt>
            <dd>
              {formatRupees(o.refund.amount)} ({t(`orders.refundStatus.${o.refund.status}`)})
            </dd>
          </>
        )}
      </dl>
      <h2>{t('admin.orders.items')}</h2>
      <ul className="admin-cards">
        {o.items.map((item) => {
          const title = inLanguage(item.product.title, adminLanguage());
          const variant = inLanguage(item.variant.name, adminLanguage());
          return (
            <li key={`${item.product.id}-${item.variant.id}`} className="admin-card">
              <span lang={title.lang}>{title.text}</span> · <span lang={variant.lang}>{variant.text}</span> ×{' '}
              {item.quantity}
            </li>
          );
        })}
      </ul>
      <LotsShipped
        order={o}
        itemName={(item) => {
          const title = inLanguage(item.product.title, adminLanguage());
          const variant = inLanguage(item.variant.name, adminLanguage());
          return (
            <>
              <span lang={title.lang}>{title.text}</span> · <span lang={variant.lang}>{variant.text}</span>
            </>
          );
        }}
        formatDate={(date) => date}
      />
      {actions.length > 0 && (
        <div className="button-row">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button${action === 'cancel' ? ' button--outline' : ''}`}
              onClick={() => setAsking(action)}
            >
              {t(ACTION_LABEL[action])}
            </button>
          ))}
        </div>
      )}
      {cod && o.cashCollected && !o.codRefund && <CodRefundForm orderId={id} />}
      {asking && (
        <ConfirmDialog
          title={t(ACTION_LABEL[asking])}
          body={t(ACTION_QUESTION[asking], { id })}
          confirmLabel={t(ACTION_LABEL[asking])}
          pending={change.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </AdminScreen>
  );
}
