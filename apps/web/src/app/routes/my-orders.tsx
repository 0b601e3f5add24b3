import { enOrders } from '@krishi/contract';
import { MyOrdersScreen } from '../../features/orders/components/my-orders-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /my-orders: the user's orders (spec section 2). */
export function Component() {
  const t = useStrings(enOrders);
  usePageTitle(t('orders.myOrdersTitle'));
  return (
    <main className="page">
      <MyOrdersScreen />
    </main>
  );
}
