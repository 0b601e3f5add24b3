import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { itemsThatFit } from './items-that-fit';

interface Fit {
  key: string;
  count: number;
}

function widthOf(element: Element): number {
  return element.getBoundingClientRect().width;
}

/**
 * A row of items that shows those that fit and a last "More" item for the rest, refitted as the
 * row's width changes. Every item and More are rendered while they are measured (again whenever
 * `key` changes: other items, another language, a web font that has loaded); the effect runs
 * before the browser paints, so nobody sees that.
 *
 * `count` is how many items to show, `null` while measuring; More is needed when it is below the
 * number of items.
 */
export function useItemsThatFit(key: string): { listRef: RefObject<HTMLUListElement | null>; count: number | null } {
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef<{ items: number[]; more: number }>({ items: [], more: 0 });
  const [fit, setFit] = useState<Fit | null>(null);
  const fontsKey = useFontsLoaded();
  const fullKey = `${key}|${fontsKey}`;
  const measuring = fit?.key !== fullKey;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (measuring) {
      const children = [...list.children];
      const more = children.pop();
      widths.current = { items: children.map(widthOf), more: more ? widthOf(more) : 0 };
    }
    const refit = () => {
      const count = itemsThatFit(widths.current.items, list.clientWidth, widths.current.more);
      setFit((old) => (old?.key === fullKey && old.count === count ? old : { key: fullKey, count }));
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [fullKey, measuring]);

  return { listRef, count: measuring ? null : (fit?.count ?? null) };
}

/** Moves on each time the page's web fonts finish loading, which changes how wide text is. */
function useFontsLoaded(): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const fonts = document.fonts;
    const loaded = () => setLoads((n) => n + 1);
    fonts.addEventListener('loadingdone', loaded);
    return () => fonts.removeEventListener('loadingdone', loaded);
  }, []);
  return loads;
}
