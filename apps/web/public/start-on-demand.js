/* global document, Element, Event, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, MutationObserver */
// Data-saver product pages (decision 043): the server's page is whole to read, and the app's
// JavaScript, most of the page's bytes, loads only when the farmer first touches the page. The
// server puts this script where the app's would be, naming the app's in data-entry. What the
// farmer does before the app has taken over the page is not lost: a button tapped is held and
// pressed again, and what was typed or chosen is given back to the app (its hydration resets it).
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
  const typed = new Map();
  const keep = (event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, field.value);
    }
  };
  // The app starts with the server's values, the field showing the farmer's: it is told of each
  // as of a change. React notes a field's value as its setter is called, and sees a change only
  // when the field's value differs from its note, so the note is set apart first.
  const giveBack = () => {
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
    typed.clear();
  };
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.app !== 'started') return;
      observer.disconnect();
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', keep, true);
      document.removeEventListener('change', keep, true);
      giveBack();
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
  document.addEventListener('input', keep, true);
  document.addEventListener('change', keep, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    document.addEventListener(type, load, { capture: true, passive: true });
  }
})();
