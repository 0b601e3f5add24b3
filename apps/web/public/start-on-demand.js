/* global document, Element, MutationObserver */
// Data-saver product pages (decision 043): the server's page is whole to read, and the app's
// JavaScript, most of the page's bytes, loads only when the farmer first touches the page. The
// server puts this script where the app's would be, naming the app's in data-entry. A button
// tapped before the app has taken over the page is pressed again once it has.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  let pending = null;
  const hold = (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest('button, [role="button"], label, summary, input[type="checkbox"], input[type="radio"]')
        : null;
    if (!control) return;
    event.preventDefault();
    pending = control;
  };
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.app !== 'started') return;
      observer.disconnect();
      document.removeEventListener('click', hold, true);
      if (pending?.isConnected) pending.click();
      pending = null;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  document.addEventListener('click', hold, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    document.addEventListener(type, load, { capture: true, passive: true });
  }
})();
