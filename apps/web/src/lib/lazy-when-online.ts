import { lazy, type ComponentType } from 'react';

/**
 * Loads the module and, when that fails while the browser is offline (a first visit whose
 * connection dropped before the service worker had cached the app's code), waits for the
 * connection and loads it again. A failure while online is tried once more at once, since the
 * connection may have come back while the load was failing; a second one (a file gone after a
 * deploy) is passed on: there is nothing to wait for.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, triedOnline = false): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) {
      if (triedOnline) throw error;
      return loadWhenOnline(load, true);
    }
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}

/**
 * React.lazy for a part of a page, with `loadWhenOnline`: offline, its Suspense fallback stays
 * until the connection returns, where React.lazy alone would throw to the route and replace the
 * whole page with an error.
 */
export function lazyWhenOnline<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWhenOnline(load) }));
}
