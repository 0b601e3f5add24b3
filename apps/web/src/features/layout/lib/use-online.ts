import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec section 9: connectivity is checked every 10 s. */
const POLL_MS = 10_000;

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the page can reach the network: the browser's online/offline events, plus a cheap
 * HEAD request to our own server every 10 s (a captive Wi-Fi or a dead link can leave the
 * browser believing it is online). The poll sleeps while the tab is hidden.
 */
export function useOnline(): boolean {
  // Online on the server and while its page hydrates: neither can know.
  const browserOnline = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    const online = () => setReachable(true);
    window.addEventListener('online', online);
    const check = () => {
      if (document.hidden || !navigator.onLine) return;
      fetch('/metadata/languages', { method: 'HEAD', cache: 'no-store' }).then(
        () => setReachable(true),
        () => setReachable(false),
      );
    };
    const timer = window.setInterval(check, POLL_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, []);

  return browserOnline && reachable;
}
