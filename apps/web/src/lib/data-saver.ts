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
/**
 * The mode as last worked out: every picture asks for it at each render, and reading storage and
 * the cookie each time would be 40 reads for one listing. Cleared when anything it depends on changes.
 */
let known: boolean | undefined;

/** Whether data-saver mode is on in this browser now (decision 043). */
export function isDataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  if (known !== undefined) return known;
  const hint = connection();
  const on = dataSaverOn(storedChoice(), hint && { saveData: hint.saveData, effectiveType: hint.effectiveType });
  // Kept only while something listens: the listeners are what clear it when the inputs change.
  if (listeners.size > 0) known = on;
  return on;
}

function changed(): void {
  known = undefined;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === DATA_SAVER_STORAGE_KEY) changed();
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
  changed();
}

/** One listener on the connection and on storage for the whole page, however many pictures follow the mode. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    connection()?.addEventListener?.('change', changed);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    known = undefined;
    connection()?.removeEventListener?.('change', changed);
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
