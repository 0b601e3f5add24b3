import { useSearchParams } from 'react-router';
import { enOrders } from '@krishi/contract';
import { Pagination } from '../../../components/pagination';
import { paths } from '../../../config/paths';
import { currentLocale, currentLanguage } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';
import { useUserOrders } from '../api/get-user-orders';
import { intlLocale } from '../lib/order-date';
import { pageParam } from '../lib/page-param';
import { NeedHelp } from './need-help';
import { OrderCard } from './order-card';
import './orders.css';

/** My Orders (/my-orders, spec section 2): the user's orders, newest first, a page at a time. */
export function MyOrdersScreen() {
  const t = useStrings(enOrders);
  const [params] = useSearchParams();
  const pageNum = pageParam(params.get('page'));
  const orders = useUserOrders(pageNum);
  const language = currentLanguage();
  const locale = intlLocale(currentLocale());

  return (
    <div className="orders-screen">
      <h1>{t('orders.myOrders')}</h1>
      <div className="orders-screen__columns">
        <div className="orders-screen__main">
          {orders.isPending ? (
            <p role="status">{t('orders.loading')}</p>
          ) : orders.isError ? (
            <p className="field__error" role="alert">
              {t('orders.fetchFailed')}
            </p>
          ) : orders.data.orders.length === 0 ? (
            <p>{t('orders.none')}</p>
          ) : (
            <>
              <ul className="order-list">
                {orders.data.orders.map((order) => (
                  <OrderCard key={order.id} order={order} language={language} locale={locale} />
                ))}
              </ul>
              <Pagination
                pageNum={pageNum}
                totalPages={orders.data.totalPages}
                hrefFor={(page) => (page === 0 ? paths.myOrders() : `${paths.myOrders()}?page=${page}`)}
              />
            </>
          )}
        </div>
        <NeedHelp />
      </div>
    </div>
  );
}
