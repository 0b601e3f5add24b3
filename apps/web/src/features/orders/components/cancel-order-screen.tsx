import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { enOrders, formatRupees, isCancellable } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { MarkedText } from '../../../components/marked-text';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/language';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { useRefundCharges } from '../api/get-refund-charges';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './orders.css';

/** Spec section 9: how long the success message stays before going back to My Orders. */
export const BACK_TO_ORDERS_MS = 5000;

/** What My Orders hands the cancel screen in navigation state (spec section 2). */
export interface CancelState {
  orderId: number;
  orderStatus: string;
  netPrice: number;
  shipmentId: number | null;
}

/**
 * Cancel order (/cancel-order, spec sections 2 and 4): the refund a cancellation gives, a
 * confirmation, then the cancellation and back to My Orders.
 */
export function CancelOrderScreen({ orderId }: { orderId: number | null }) {
  const t = useStrings(enOrders);
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const placed = order.data ? isCancellable(order.data.status) : false;
  const charges = useRefundCharges(orderId ?? 0, placed);
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const backToOrders = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(backToOrders.current), []);

  useEffect(() => {
    if (charges.isError) toast.error(t('orders.refundFetchFailed'));
  }, [charges.isError, t]);

  if (orderId === null) return <p role="alert">{t('orders.orderIdRequired')}</p>;
  if (order.isPending) return <p role="status">{t('orders.loadingOrder')}</p>;
  if (order.isError) return <p role="alert">{t('orders.notFound')}</p>;

  const confirm = () => {
    setConfirming(false);
    cancel.mutate(orderId, {
      onSuccess: () => {
        setCancelled(true);
        toast.success(t('orders.cancelled'));
        backToOrders.current = window.setTimeout(() => void navigate(paths.myOrders()), BACK_TO_ORDERS_MS);
      },
      onError: () => toast.error(t('orders.cancelFailed')),
    });
  };

  const status = order.data.status;
  const isCancelledNow = cancelled || status === 'Cancelled';

  return (
    <div className="cancel-order card">
      <h1>{t('orders.cancelHeading')}</h1>
      <dl className="cancel-order__facts">
        <dt>{t('orders.orderIdLabel')}</dt>
        <dd>{order.data.id}</dd>
        <dt>{t('orders.statusLabel')}</dt>
        <dd>{t(`orders.status.${status}`)}</dd>
        {!isCancelledNow && placed && charges.data && (
          <>
            <dt>{t('orders.totalPaid')}</dt>
            <dd>{formatRupees(charges.data.netPrice)}</dd>
            <dt>{t('orders.gatewayCharges')}</dt>
            <dd>{formatRupees(charges.data.amount)}</dd>
            <dt>{t('orders.refundAmount')}</dt>
            <dd>{formatRupees(charges.data.refundAmount)}</dd>
          </>
        )}
      </dl>
      {!isCancelledNow && placed && charges.data && (
        // Said from this order's own charges, which come from the same setting as the policy's words.
        <p className="cancel-order__policy">
          <MarkedText
            text={t(charges.data.amount === 0 ? 'orders.policyFree' : 'orders.policyFee')}
            parts={{
              policy: <a href={paths.refundPolicy(currentLanguage())} target="_blank" rel="noopener" />,
            }}
          />
        </p>
      )}

      {isCancelledNow ? (
        <>
          <p role="status">{t(cancelled ? 'orders.cancelled' : 'orders.isCancelled')}</p>
          {order.data.refund && (
            <p>
              {t('orders.refundLine', {
                amount: formatRupees(order.data.refund.amount),
                status: t(`orders.refundStatus.${order.data.refund.status}`),
              })}
            </p>
          )}
          <Link to={paths.myOrders()} className="button">
            {t('orders.backToOrders')}
          </Link>
        </>
      ) : !placed ? (
        <p role="alert">{t('orders.notCancellable')}</p>
      ) : (
        <>
          {charges.isPending && <p role="status">{t('orders.loadingRefund')}</p>}
          {charges.isError && <p className="field__error">{t('orders.refundFetchFailed')}</p>}
          <button
            type="button"
            className="button cancel-order__button"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            {cancel.isPending ? t('orders.cancelling') : t('orders.cancelOrder')}
          </button>
        </>
      )}

      {confirming && (
        <Dialog
          title={t('orders.confirmTitle')}
          closeLabel={t('orders.close')}
          onClose={() => {
            setConfirming(false);
            toast(t('orders.cancelAborted'));
          }}
        >
          <p>{t('orders.confirmText', { id: order.data.id })}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={confirm}>
              {t('orders.confirmYes')}
            </button>
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                setConfirming(false);
                toast(t('orders.cancelAborted'));
              }}
            >
              {t('orders.confirmNo')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
