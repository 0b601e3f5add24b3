import { Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../lib/toast';
import { lazyWhenOnline } from '../lib/lazy-when-online';
import { useMediaQuery } from '../lib/media-query';

const Toaster = lazyWhenOnline(() => import('react-hot-toast').then((m) => m.Toaster));

/**
 * Below the wide layout (1024 px, the top bar's breakpoint) the top bar's first row spans the
 * screen (logo, language, account, cart badge): a message at the top would cover them, so it
 * shows at the bottom, above the offline badge (16 px from the bottom, about 40 px tall).
 */
const NARROW = '(max-width: 1023px)';
const ABOVE_OFFLINE_BADGE = { bottom: 64 };

/** Where the page's messages show: mounted with the first message, so its code loads only then. */
export function Toasts() {
  const [shown, setShown] = useState(false);
  const narrow = useMediaQuery(NARROW);
  useEffect(() => onFirstToast(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      {narrow ? <Toaster position="bottom-center" containerStyle={ABOVE_OFFLINE_BADGE} /> : <Toaster />}
    </Suspense>
  ) : null;
}
