import { useSyncExternalStore } from 'react';
import type { FrameKey } from './strings';

/**
 * The one place that reads and writes the session's storage keys (spec section 3). Nothing
 * secret is kept besides the token: never a password.
 */
const TOKEN_KEY = 'authToken';
const USER_ID_KEY = 'userId';
const PHONE_KEY = 'phoneNumber';

export interface Session {
  authToken: string;
  userId: string;
  phoneNumber: string | null;
}

type Listener = () => void;
const changeListeners = new Set<Listener>();
const expiryListeners = new Set<(message: FrameKey) => void>();

function notifyChange(): void {
  for (const listener of changeListeners) listener();
}

/** The stored token, or null when logged out. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Spec: logged in means a stored authToken and userId. */
export function isLoggedIn(): boolean {
  return Boolean(localStorage.getItem(TOKEN_KEY) && localStorage.getItem(USER_ID_KEY));
}

export function readSession(): Session | null {
  const authToken = localStorage.getItem(TOKEN_KEY);
  const userId = localStorage.getItem(USER_ID_KEY);
  if (!authToken || !userId) return null;
  return { authToken, userId, phoneNumber: localStorage.getItem(PHONE_KEY) };
}

export function saveSession(session: { authToken: string; userId: number; phoneNumber: string }): void {
  localStorage.setItem(TOKEN_KEY, session.authToken);
  localStorage.setItem(USER_ID_KEY, String(session.userId));
  localStorage.setItem(PHONE_KEY, session.phoneNumber);
  notifyChange();
}

/** Logging out or expiring forgets who the visitor was: token, user id and phone. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
  localStorage.removeItem(PHONE_KEY);
  notifyChange();
}

/**
 * A call that carried `token` was refused (401/403). The session ends only if that token is
 * still the stored one: the first of several calls failing together ends it and is told so
 * (true), the others find it already gone, and a late answer to a call made before a new login
 * cannot end the new session. Listeners hear of it once, with the message to show.
 */
export function expireSession(token: string, message: FrameKey): boolean {
  if (storedToken() !== token) return false;
  clearSession();
  if (expiryListeners.size === 0) unheardExpiry = message;
  for (const listener of expiryListeners) listener(message);
  return true;
}

/**
 * A session refused before anyone listened (a call made at start-up, answered while the page
 * still waits for its language strings): the first listener hears of it.
 */
let unheardExpiry: FrameKey | null = null;

/** Runs `listener` with the message to show whenever a refused call ends the session. */
export function onSessionExpired(listener: (message: FrameKey) => void): () => void {
  expiryListeners.add(listener);
  if (unheardExpiry) {
    const message = unheardExpiry;
    unheardExpiry = null;
    listener(message);
  }
  return () => expiryListeners.delete(listener);
}

/** Another tab logging in or out changes storage; this tab's own changes notify directly. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  changeListeners.add(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    changeListeners.delete(onChange);
  };
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}

/** The logged-in user's phone number, or null when logged out. */
export function useSessionPhone(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (isLoggedIn() ? localStorage.getItem(PHONE_KEY) : null),
    () => null,
  );
}

/** The query key of the logged-in user's details, shared by the profile menu and the profile screen. */
export const userDetailsKey = (phoneNumber: string) => ['userDetails', phoneNumber] as const;
