import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true in every later
 * render: what depends on the visitor (logged in or not) waits for it, so the hydrating render
 * matches the server's, which knows no visitor.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * A value only the browser knows (stored on this device), read when the page renders in the
 * browser; `onServer` on the server and while the browser hydrates the server's page, so the
 * two renders match, then the browser's own. `read` must return the same value until it changes
 * (a string, a number), as useSyncExternalStore requires.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(nothingChanges, read, () => onServer);
}
