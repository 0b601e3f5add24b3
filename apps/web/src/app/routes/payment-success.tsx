import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { enCheckout, order as orderSchema } from '@krishi/contract';
import { cartQueryKey } from '../../features/cart/api/cart-api';
import { PaymentSuccess } from '../../features/checkout/components/payment-success';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /payment-success: the order just placed, from navigation state or, after a reload, the newest one. */
export function Component() {
  const t = useStrings(enCheckout);
  usePageTitle(t('checkout.successTitle'));
  const queryClient = useQueryClient();
  const state: unknown = useLocation().state;
  const passed = orderSchema.safeParse(
    typeof state === 'object' && state !== null ? (state as { order?: unknown }).order : undefined,
  );
  // The order emptied the cart on the server: the page's copy follows.
  const onOrderLoaded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    [queryClient],
  );
  return (
    <main className="page page--form">
      <PaymentSuccess order={passed.success ? passed.data : null} onOrderLoaded={onOrderLoaded} />
    </main>
  );
}
