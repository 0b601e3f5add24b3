import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_STORAGE_KEY,
  dataSaverOn,
  isDataSaverChoice,
  type ConnectionHint,
  type DataSaverChoice,
} from '@krishi/contract';

/** The Network Information API where the browser has it (Chromium's; not in TypeScript's DOM types). */
type NetworkInformation = ConnectionHint & EventTarget;

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function cookieChoice(): DataSaverChoice | null {
  const value = document.cookie.match(new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=([^;]*)`))?.[1];
  return isDataSaverChoice(value) ? value : null;
}

/** The choice kept in localStorage; the cookie, which the server's page followed, where storage has none. */
function storedChoice(): DataSaverChoice | null {
  try {
    const value = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    if (isDataSaverChoice(value)) return value;
  } catch {
    // Storage refused (private modes): the cookie still says what was chosen.
  }
  return cookieChoice();
}

const listeners = new Set<() => void>();

/** Whether data-saver mode is on in this browser now (decision 043). */
export function isDataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  const hint = connection();
  return dataSaverOn(storedChoice(), hint && { saveData: hint.saveData, effectiveType: hint.effectiveType });
}

/** The farmer's explicit choice: kept in localStorage, and in a cookie for the server's pages. */
export function setDataSaver(on: boolean): void {
  const choice: DataSaverChoice = on ? 'on' : 'off';
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, choice);
  } catch {
    // Private modes without storage: the cookie still carries the choice for this visit.
  }
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const hint = connection();
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_STORAGE_KEY) listener();
  };
  hint?.addEventListener?.('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    hint?.removeEventListener?.('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The meta tag by which the server's page says whether it was drawn in data-saver mode. */
export const DATA_SAVER_META = 'krishi-data-saver';

function renderedInDataSaver(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`meta[name="${DATA_SAVER_META}"]`)?.getAttribute('content') === 'on';
}

/**
 * Whether the page was drawn in data-saver mode: set by the server's renderer for its request;
 * in the browser, what the server's page says, so hydration draws the same pictures first.
 */
export const RenderedDataSaverContext = createContext<boolean>(renderedInDataSaver());

/** Data-saver mode as components see it, following the toggle and the connection as they change. */
export function useDataSaver(): boolean {
  const rendered = useContext(RenderedDataSaverContext);
  return useSyncExternalStore(subscribe, isDataSaverOn, () => rendered);
}
