/** A picture that has not arrived by then no longer holds the page back. */
const LONGEST_WAIT_MS = 3000;

/**
 * Resolves once the first screen's image that came with the HTML (decision 016) has been
 * painted, or failed, or not arrived within 3 s, or at once when the page has none. Rendering the
 * app removes it: removed earlier, the page's largest paint would be the app's copy of the
 * picture, which waits for every script instead of for the picture alone.
 */
export function firstScreenPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('.first-screen img');
  if (!image) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, LONGEST_WAIT_MS);
      });
  // The frame after the load paints it. A hidden tab runs no frames and reports no paint: it
  // renders at once.
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (document.visibilityState === 'hidden') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
