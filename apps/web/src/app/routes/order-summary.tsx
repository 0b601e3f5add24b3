import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { enCheckout } from '@krishi/contract';
import { cartQueryKey, useCart, useRemoveProducts } from '../../features/cart/api/cart-api';
import { BillDetails } from '../../features/cart/components/bill-details';
import { CouponPanel } from '../../features/cart/components/coupon-panel';
import { PointsSwitch } from '../../features/cart/components/points-switch';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /order-summary: the Checkout screen with Make Payment (spec sections 2 and 4). */
export function Component() {
  const t = useStrings(enCheckout);
  usePageTitle(t('checkout.summaryTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const removeProducts = useRemoveProducts();

  let content;
  if (cart.isPending) {
    content = <p role="status">{t('checkout.loadingCart')}</p>;
  } else if (cart.isError) {
    content = (
      <p className="field__error" role="alert">
        {t('checkout.cartFailed')}
      </p>
    );
  } else if (cart.data.cartItems.length === 0) {
    content = (
      <div className="checkout__empty">
        <p>{t('checkout.cartEmpty')}</p>
        <Link className="button" to={paths.home()}>
          {t('checkout.startShopping')}
        </Link>
      </div>
    );
  } else if (!cart.data.userAddress) {
    // The address is chosen on the step before.
    return <Navigate to={paths.checkout()} replace />;
  } else {
    content = (
      <CheckoutScreen
        cart={cart.data}
        coupons={
          <>
            <CouponPanel cart={cart.data} />
            <PointsSwitch cart={cart.data} />
          </>
        }
        bill={<BillDetails cart={cart.data} />}
        removeProducts={(productIds) => removeProducts.mutateAsync(productIds)}
        onOrderCreated={(order) => {
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          void navigate(paths.paymentSuccess(), { state: { order } });
        }}
      />
    );
  }
  return <main className="page">{content}</main>;
}
