import { useLocation, useSearchParams } from 'react-router';
import { enOrders, id } from '@krishi/contract';
import { CancelOrderScreen } from '../../features/orders/components/cancel-order-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /cancel-order: the order from navigation state, as the spec passes it, else `?orderId=` (a reload). */
export function Component() {
  const t = useStrings(enOrders);
  usePageTitle(t('orders.cancelTitle'));
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  const fromState = typeof state === 'object' && state !== null ? (state as { orderId?: unknown }).orderId : undefined;
  const parsed = id.safeParse(fromState ?? params.get('orderId'));
  return (
    <main className="page page--form">
      <CancelOrderScreen orderId={parsed.success ? parsed.data : null} />
    </main>
  );
}
