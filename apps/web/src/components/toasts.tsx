import { Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../lib/toast';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const Toaster = lazyWhenOnline(() => import('react-hot-toast').then((m) => m.Toaster));

/** Where the page's messages show: mounted with the first message, so its code loads only then. */
export function Toasts() {
  const [shown, setShown] = useState(false);
  useEffect(() => onFirstToast(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
