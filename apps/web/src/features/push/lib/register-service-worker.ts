import { isDataSaverOn } from '../../../lib/data-saver';

/** Registers /sw.js now; a registration already there is kept as it is. */
export function registerNow(): void {
  // A failed registration (offline, private mode) leaves a working page without offline
  // support; there is nothing to tell the visitor.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * Registers /sw.js (offline app and push) once the page has loaded, so the worker's download
 * never competes with what the page needs first. Only in a production build: the dev server has
 * no sw.js. In data-saver mode (decision 043) a browser without the worker is not given one: its
 * install downloads every screen's code in advance. Turning on push registers it then.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller && isDataSaverOn()) return;
  if (document.readyState === 'complete') registerNow();
  else window.addEventListener('load', registerNow, { once: true });
}
