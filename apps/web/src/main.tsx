import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { router } from './app/router';
import { Toasts } from './components/toasts';
import { registerServiceWorker } from './features/push/lib/register-service-worker';
import { firstScreenPainted } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
// Self-hosted Kannada glyphs; the browser fetches them only when Kannada text is on screen.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import './styles/global.css';

// zod's first parse tries `new Function` for a faster parser: our CSP has no 'unsafe-eval', so
// the try fails and the browser reports it as a violation on every page. Parse without trying.
zodConfig({ jitless: true });
// Before the strings load: registration waits for the page's load event, which may come first.
registerServiceWorker();
await Promise.all([initI18n(), firstScreenPainted()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
