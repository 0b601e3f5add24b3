import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../../lib/session';

// Visitors who are not logged in never download the prompt.
const PushPrompt = lazy(() => import('./push-prompt').then((m) => ({ default: m.PushPrompt })));

/**
 * Spec section 4: push subscription runs whenever a logged-in user is present, after
 * permission is granted. Mounted once by the layout.
 */
export function PushSubscription() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
