import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createAppRouter, routerInitialized } from './app/router';
import { Toasts } from './components/toasts';
import { registerServiceWorker } from './features/push/lib/register-service-worker';
import { firstScreenPainted } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { parseWithoutEval } from './lib/zod-jitless';
// Self-hosted Kannada glyphs; the browser fetches them only when Kannada text is on screen.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import './styles/global.css';

parseWithoutEval();
// Before the strings load: registration waits for the page's load event, which may come first.
registerServiceWorker();

// Not a top-level await: Rollup then cannot tell that the start-up modules are loaded before any
// screen's lazy module, and splits the ones they share into some thirty tiny files, each a
// request of its own on a phone's connection.
async function start() {
  const ready = Promise.all([initI18n(), firstScreenPainted()]);
  // In a task of its own: starting the route's downloads (the loaders, the lazy modules and
  // their preload links) would otherwise lengthen the evaluation of this script, the start's
  // longest task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  await Promise.all([ready, routerInitialized(router)]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole page at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toasts />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
