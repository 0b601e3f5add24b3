import { useParams } from 'react-router';
import { enOrders, id } from '@krishi/contract';
import { OrderDetailsScreen } from '../../features/orders/components/order-details-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /order-details/:orderId and /order/:orderId: one order (spec section 2). */
export function Component() {
  const t = useStrings(enOrders);
  usePageTitle(t('orders.orderDetailsTitle'));
  const parsed = id.safeParse(useParams().orderId);
  return (
    <main className="page">
      <OrderDetailsScreen orderId={parsed.success ? parsed.data : null} />
    </main>
  );
}
