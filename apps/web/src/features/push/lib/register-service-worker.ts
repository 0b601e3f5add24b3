/**
 * Registers /sw.js (offline app and push) once the page has loaded, so the worker's download
 * never competes with what the page needs first. Only in a production build: the dev server has
 * no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration (offline, private mode) leaves a working page without offline
    // support; there is nothing to tell the visitor.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
