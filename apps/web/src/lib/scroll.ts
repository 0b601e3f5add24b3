/** Smooth scrolling, unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Brings an element's top into view (its CSS scroll-margin keeps a little air above it). */
export function scrollToElement(element: HTMLElement | null): void {
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
