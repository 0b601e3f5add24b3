import { useRef, useState } from 'react';
import {
  enCheckout,
  enErrors,
  type Cart,
  type Order,
  type PaymentInfo,
  type UndeliverableItem,
} from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { createCodOrder } from '../api/create-cod-order';
import { createOrder } from '../api/create-order';
import { startPayment, type PaymentOrder } from '../api/start-payment';
import { rememberNetPrice } from './net-price';
import { openRazorpay } from './razorpay';
import { undeliverableItems } from './undeliverable';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

export type PaymentPhase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  /** The sandbox gateway's in-app card checkout is open for this payment order. */
  | { kind: 'card'; paymentOrder: PaymentOrder }
  /** Razorpay's own checkout is open. */
  | { kind: 'gateway' }
  /** Paid: the order is being created. */
  | { kind: 'processing' };

interface PaymentHandlers {
  onUndeliverable: (items: UndeliverableItem[]) => void;
  onOrderCreated: (order: Order) => void;
}

/**
 * Make Payment (spec section 4, Checkout flow): a payment order for the server's amount, the
 * gateway's card checkout, then the order, created once per payment however often the gateway
 * reports it. A dismissal says so and lets the user press Make Payment again.
 */
export function usePayment(cart: Cart | undefined, { onUndeliverable, onOrderCreated }: PaymentHandlers) {
  const t = useStrings(enCheckout, enErrors);
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });
  const handledPayments = useRef(new Set<string>());

  const dismiss = () => {
    toast.error(t('checkout.paymentCancelled'));
    setPhase({ kind: 'idle' });
  };

  const paid = async (info: PaymentInfo) => {
    if (handledPayments.current.has(info.paymentId)) return;
    handledPayments.current.add(info.paymentId);
    setPhase({ kind: 'processing' });
    try {
      const order = await createOrder(info);
      rememberNetPrice(order);
      toast.success(t('checkout.orderCreated'));
      onOrderCreated(order);
    } catch (error) {
      const message = error instanceof ApiError ? errorText(t, error) : error instanceof Error ? error.message : '';
      toast.error(t('checkout.orderFailed', { message }));
      setPhase({ kind: 'idle' });
    }
  };

  /** Cash on delivery: no gateway; the server orders the stored cart at its own price. */
  const placeCod = async () => {
    setPhase({ kind: 'processing' });
    try {
      const order = await createCodOrder();
      rememberNetPrice(order);
      toast.success(t('checkout.orderCreated'));
      onOrderCreated(order);
    } catch (error) {
      setPhase({ kind: 'idle' });
      const items = undeliverableItems(error);
      if (items) onUndeliverable(items);
      else toast.error(errorText(t, error, 'checkout.paymentFailed'));
    }
  };

  const start = async () => {
    if (!cart) return;
    setPhase({ kind: 'starting' });
    try {
      const paymentOrder = await startPayment(cart);
      if (paymentOrder.gateway === 'razorpay' && paymentOrder.keyId) {
        setPhase({ kind: 'gateway' });
        await openRazorpay({
          keyId: paymentOrder.keyId,
          paymentOrderId: paymentOrder.paymentOrderId,
          amount: paymentOrder.amount,
          shopName: t('app.name'),
          methodsLabel: t('checkout.method.online'),
          onPaid: (info) => void paid(info),
          onDismiss: dismiss,
        });
      } else {
        setPhase({ kind: 'card', paymentOrder });
      }
    } catch (error) {
      setPhase({ kind: 'idle' });
      const items = undeliverableItems(error);
      if (items) onUndeliverable(items);
      else toast.error(errorText(t, error, 'checkout.paymentFailed'));
    }
  };

  return { phase, start, placeCod, paid: (info: PaymentInfo) => void paid(info), dismiss };
}
