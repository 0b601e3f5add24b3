/** A picture that has not been painted by then no longer holds the page back. */
const LONGEST_WAIT_MS = 3000;

/** Resolves once `image` has loaded (or failed), then one frame later: the frame that paints it. */
function loadedThenFrame(image: HTMLImageElement): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Resolves when the browser reports `image` painted as the page's largest paint so far, when it
 * fails, or after 3 s; then stops listening for paints.
 */
function reportedPainted(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, LONGEST_WAIT_MS);
  });
}

/**
 * Resolves once the first screen's image that came with the HTML (decision 016) has been
 * painted, or failed, or not been painted within 3 s, or at once when the page has none or the
 * tab is hidden (a hidden tab paints nothing). Rendering the app removes it: removed earlier, the
 * page's largest paint would be the app's copy of the picture, which waits for every script
 * instead of for the picture alone. A load and one frame is not proof of a paint: a picture still
 * being decoded misses that frame. Where the browser reports largest paints, the wait is for the
 * report.
 */
export function firstScreenPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('.first-screen img');
  if (!image || document.visibilityState === 'hidden') return Promise.resolve();
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return reportedPainted(image);
  return Promise.race([loadedThenFrame(image), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}
