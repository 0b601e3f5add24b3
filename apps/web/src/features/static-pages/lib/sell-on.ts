/**
 * Spec: /sell-on-{product} is the seller recruitment page. The router matches whole segments
 * only, so the catch-all route asks this whether a path it received is one of them.
 */
export function isSellOnPath(pathname: string): boolean {
  return /^\/sell-on-[^/]+\/?$/i.test(pathname);
}
