import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

let library: Promise<typeof HotToast> | null = null;
const waiting = new Set<() => void>();

/**
 * A message keyed by its text: said again while it is on screen, it restarts that toast instead
 * of stacking a copy under it.
 */
const once = (message: string, options?: ToastOptions): ToastOptions => ({ id: message, ...options });

/** react-hot-toast, loaded with the page's first message; the toaster shows once it is here. */
function load(): Promise<typeof HotToast> {
  if (!library) {
    library = import('react-hot-toast');
    for (const notify of waiting) notify();
  }
  return library;
}

/**
 * The page's messages, called as react-hot-toast's `toast` is (whose durations are the spec's):
 * a visitor who is never told anything never downloads the toaster. One text shows once at a time.
 */
export const toast = Object.assign(
  (message: string, options?: ToastOptions): void => {
    void load().then((m) => m.toast(message, once(message, options)));
  },
  {
    success(message: string, options?: ToastOptions): void {
      void load().then((m) => m.toast.success(message, once(message, options)));
    },
    error(message: string, options?: ToastOptions): void {
      void load().then((m) => m.toast.error(message, once(message, options)));
    },
    /** One message saying the work is under way, then how it ended; answers the same promise. */
    promise<T>(work: Promise<T>, messages: { loading: string; success: string; error: string }): Promise<T> {
      void load().then((m) => m.toast.promise(work, messages));
      return work;
    },
  },
);

/** Calls `onFirst` once the first message has been asked for (at once if one has been). */
export function onFirstToast(onFirst: () => void): () => void {
  if (library) {
    onFirst();
    return () => undefined;
  }
  waiting.add(onFirst);
  return () => waiting.delete(onFirst);
}
