import { Navigate, Route, Routes } from 'react-router';
import { enAdmin } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';
import { useOperator } from '../api/me';
import { adminPaths } from '../lib/paths';
import { AdminLayout } from './admin-layout';
import { AuditScreen } from './audit-screen';
import { CategoriesScreen } from './categories-screen';
import { CouponsScreen } from './coupons-screen';
import { SearchSynonymsScreen } from './search-synonyms-screen';
import { CsvScreen } from './csv-screen';
import { LotsScreen } from './lots-screen';
import { NoAccess } from './no-access';
import { OrderDetail } from './order-detail';
import { OrdersScreen } from './orders-screen';
import { ProductEditor } from './product-editor';
import { ProductsScreen } from './products-screen';
import { PointsScreen } from './points-screen';
import { PromotionsScreen } from './promotions-screen';
import { ReviewsQueue } from './reviews-queue';
import { SellersScreen } from './sellers-screen';
import './admin.css';

/**
 * The back office: logged out goes to the login screen; the server says who is an operator
 * (`/admin/api/me`), and anyone else is told there is no access and keeps the session.
 */
export function AdminArea() {
  const t = useStrings(enAdmin);
  const loggedIn = useIsLoggedIn();
  const operator = useOperator(loggedIn);
  if (!loggedIn) return <Navigate to={adminPaths.login()} replace />;
  if (operator.isPending) {
    return (
      <p className="admin-status" role="status">
        {t('admin.checkingAccess')}
      </p>
    );
  }
  if (operator.isError) {
    return operator.error instanceof ApiError && operator.error.status === 403 ? (
      <NoAccess />
    ) : (
      <p className="admin-status" role="alert">
        {t('admin.failed')}
      </p>
    );
  }
  return (
    <AdminLayout operator={operator.data}>
      <Routes>
        <Route index element={<Navigate to={adminPaths.reviews()} replace />} />
        <Route path="reviews" element={<ReviewsQueue />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="orders/:orderId" element={<OrderDetail />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="products/new" element={<ProductEditor />} />
        <Route path="products/:productId" element={<ProductEditor />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="sellers" element={<SellersScreen />} />
        <Route path="csv" element={<CsvScreen />} />
        <Route path="lots" element={<LotsScreen />} />
        <Route path="coupons" element={<CouponsScreen />} />
        <Route path="search-synonyms" element={<SearchSynonymsScreen />} />
        <Route path="promotions" element={<PromotionsScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="users/:userId/points" element={<PointsScreen />} />
        <Route path="*" element={<Navigate to={adminPaths.reviews()} replace />} />
      </Routes>
    </AdminLayout>
  );
}
