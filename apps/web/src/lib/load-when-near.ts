import { useEffect, useState, type RefObject } from 'react';
import { loadWhenOnline } from './lazy-when-online';
import { useNearViewport } from './near-viewport';

/**
 * What `load` gives (a module's function, say) once the element has come within `margin` of
 * the screen; null until then. Offline before the app's code was cached, it waits for the
 * connection (`loadWhenOnline`); a load failing online leaves it null.
 */
export function useLoadedWhenNear<T>(ref: RefObject<Element | null>, margin: string, load: () => Promise<T>): T | null {
  const near = useNearViewport(ref, margin);
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!near || loaded) return;
    let gone = false;
    loadWhenOnline(load).then(
      (value) => !gone && setLoaded({ value }),
      // Online and still failing (a file gone after a deploy): the part keeps its placeholder.
      () => {},
    );
    return () => {
      gone = true;
    };
  }, [near, loaded, load]);
  return loaded && loaded.value;
}
