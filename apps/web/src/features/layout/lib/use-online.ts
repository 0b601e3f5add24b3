import { useEffect, useState } from 'react';

/** Spec section 9: connectivity is checked every 10 s. */
const POLL_MS = 10_000;

/**
 * Whether the page can reach the network: the browser's online/offline events, plus a cheap
 * HEAD request to our own server every 10 s (a captive Wi-Fi or a dead link can leave the
 * browser believing it is online). The poll sleeps while the tab is hidden.
 */
export function useOnline(): boolean {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    const online = () => {
      setBrowserOnline(true);
      setReachable(true);
    };
    const offline = () => setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
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
      window.removeEventListener('offline', offline);
      window.clearInterval(timer);
    };
  }, []);

  return browserOnline && reachable;
}
