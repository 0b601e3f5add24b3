import { useTranslation } from 'react-i18next';
import { enListing, enOrders } from '@krishi/contract';
import { MyOrdersScreen } from '../../features/orders/components/my-orders-screen';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enListing, enOrders);

/** /my-orders: the user's orders (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('orders.myOrdersTitle'));
  return (
    <main className="page">
      <MyOrdersScreen />
    </main>
  );
}
