import { useBrowserValue } from '../../../lib/hydrated';

/**
 * The storefront's origin for links shared outside it: the browser's, once hydrated (the server's
 * render has none, and a shared link is never sent from it).
 */
export function useOrigin(): string {
  return useBrowserValue(() => window.location.origin, '');
}
