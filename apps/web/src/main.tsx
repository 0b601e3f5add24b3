import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { isLocale, type Locale } from '@krishi/contract';
import { createAppRouter, routerInitialized } from './app/router';
import { Toasts } from './components/toasts';
import { registerServiceWorker } from './features/push/lib/register-service-worker';
import { loadStrings, pageStrings } from './lib/i18n';
import { currentLocale, tellServer } from './lib/language';
import { loadersWait } from './lib/page-data';
import { PageLocaleContext } from './lib/page-locale';
import { queryClient } from './lib/query-client';
import { parseWithoutEval } from './lib/zod-jitless';
// Self-hosted Kannada glyphs; the browser fetches them only when Kannada text is on screen.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import './styles/global.css';

parseWithoutEval();
// Before the strings load: registration waits for the page's load event, which may come first.
registerServiceWorker();

const LOCALE_RELOAD_KEY = 'reloadedForLocale';

/**
 * Marks the page as started (`<html data-app="started">`) once the app has taken over the
 * server's page: from then on its buttons answer. The browser tests wait for it after opening a
 * page, as a person on a slow phone waits for the page to respond.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

/** The data the server rendered the page from (entry-server.tsx), when it rendered one. */
interface ServedState {
  locale: Locale;
  queries: DehydratedState;
}

function servedState(): ServedState | null {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServedState>;
    return isLocale(state.locale) && state.queries ? (state as ServedState) : null;
  } catch {
    return null;
  }
}

/**
 * The page's data as fresh as the page: the server keeps a rendered page until the catalogue
 * changes, so its data is current however long ago it was first fetched, and the server's clock
 * is not this phone's. Left with their own times, the queries would all be fetched again at once.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

// Not a top-level await: Rollup then cannot tell that the start-up modules are loaded before any
// screen's lazy module, and splits the ones they share into some thirty tiny files, each a
// request of its own on a phone's connection.
async function start() {
  const served = servedState();
  const locale = currentLocale();
  // A page rendered in another language than the one chosen here (chosen before the server
  // rendered pages): the server is told, and the page asked for again in the right one, once;
  // should it still come in the other (a cache that ignores the cookie), the app renders itself.
  if (served && served.locale !== locale && tellServer(locale) && !sessionStorage.getItem(LOCALE_RELOAD_KEY)) {
    sessionStorage.setItem(LOCALE_RELOAD_KEY, '1');
    window.location.reload();
    return;
  }
  const hydrating = served?.locale === locale;
  if (hydrating) hydrate(queryClient, asOfNow(served.queries));
  const ready = loadStrings(locale);
  // In a task of its own: starting the route's downloads (the loaders, the lazy modules and
  // their preload links) would otherwise lengthen the evaluation of this script, the start's
  // longest task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  loadersWait(hydrating);
  const router = createAppRouter();
  await Promise.all([ready, routerInitialized(router)]);
  loadersWait(false);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <PageLocaleContext value={{ locale, t: pageStrings(locale) }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toasts />
          <Started />
        </QueryClientProvider>
      </PageLocaleContext>
    </StrictMode>
  );
  // The server's page becomes the app where it is; without one (the service worker's offline
  // copy of the shell) the app renders it. As a transition the hydration, or the first render,
  // yields to the browser every few milliseconds instead of holding a slow phone's main thread
  // at once (a hydration of its own is not cut into pieces).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
