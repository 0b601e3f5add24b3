import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** A click the browser would follow itself: a modifier (new tab, new window, download) or another button. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** How the links of an element open, as `Link`'s props of the same names say. */
export interface InAppLinkOptions {
  /** Keeps the scroll position (a page of the same listing). */
  preventScrollReset?: boolean;
  /** The location state a link opens its page with. */
  stateOf?: (anchor: HTMLAnchorElement) => unknown;
}

/** Links that open as a plain `Link` does: scrolled to the top, with no state. */
const AS_LINKS_DO: InAppLinkOptions = {};

/**
 * Plain `<a href>` links inside an element (a grid of product cards) that open their page in the
 * app, as React Router's `Link` does, with one listener for all of them: forty cards' eighty
 * `Link`s were a seventh of a listing page's render on the server (decision 046), and the
 * category strip's and the pagination's 33 a tenth more. A link to another origin, one with a
 * target or a download, and a click with a modifier go to the browser.
 */
export function useInAppLinks<T extends HTMLElement>(
  options: InAppLinkOptions = AS_LINKS_DO,
): (element: T | null) => void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const optionsRef = useRef(options);
  useEffect(() => {
    navigateRef.current = navigate;
    optionsRef.current = options;
  }, [navigate, options]);
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
      const { preventScrollReset, stateOf } = optionsRef.current;
      void navigateRef.current(anchor.pathname + anchor.search + anchor.hash, {
        preventScrollReset,
        state: stateOf?.(anchor),
      });
    };
    element.addEventListener('click', onClick);
    detach.current = () => element.removeEventListener('click', onClick);
  }, []);
}
