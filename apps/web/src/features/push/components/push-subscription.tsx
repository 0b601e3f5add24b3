import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsLoggedIn } from '../../../lib/session';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';

// Visitors who are not logged in never download the prompt.
const PushPrompt = lazyWhenOnline(() => import('./push-prompt').then((m) => m.PushPrompt));

/**
 * Screens where the visitor is busy proving who they are or buying: the offer would cover the
 * form or the cart. It comes back on the payment success page, when an order to follow exists.
 */
const BUSY_SCREENS = new Set([
  paths.login(),
  paths.register(),
  paths.yourAccount(),
  paths.signUp(),
  paths.cart(),
  paths.checkout(),
  paths.orderSummary(),
]);

/**
 * Spec section 4: push subscription runs whenever a logged-in user is present, after
 * permission is granted. Mounted once by the layout.
 */
export function PushSubscription() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  if (!loggedIn || BUSY_SCREENS.has(pathname.toLowerCase())) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
