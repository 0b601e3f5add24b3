import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** A click the browser would follow itself: a modifier (new tab, new window, download) or another button. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Plain `<a href>` links inside an element (a grid of product cards) that open their page in the
 * app, as React Router's `Link` does, with one listener for all of them: forty cards' eighty
 * `Link`s were a seventh of a listing page's render on the server (decision 046). A link to
 * another origin, one with a target or a download, and a click with a modifier go to the browser.
 */
export function useInAppLinks<T extends HTMLElement>(): (element: T | null) => void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const detach = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    detach.current?.();
    detach.current = null;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (!anchor || !element.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      void navigateRef.current(anchor.pathname + anchor.search + anchor.hash);
    };
    element.addEventListener('click', onClick);
    detach.current = () => element.removeEventListener('click', onClick);
  }, []);
}
