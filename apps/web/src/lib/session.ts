import { useSyncExternalStore } from 'react';

/** Another tab logging in or out changes storage; this tab follows. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Spec: logged in means a stored authToken and userId. */
export function isLoggedIn(): boolean {
  return Boolean(localStorage.getItem('authToken') && localStorage.getItem('userId'));
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}
