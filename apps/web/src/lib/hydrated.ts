import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true in every later
 * render: what depends on the visitor (logged in or not) waits for it, so the hydrating render
 * matches the server's, which knows no visitor.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
