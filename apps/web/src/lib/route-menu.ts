import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Which of a set of menus is open, remembered together with the address it was opened on:
 * any navigation makes it stale, so every menu closes on a route change without an effect.
 */
export function useRouteMenu<T>(): [T | null, (value: T | null) => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ value: T; at: string } | null>(null);
  const open = state && state.at === key ? state.value : null;
  return [open, (value) => setState(value === null ? null : { value, at: key })];
}
