import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { router } from './app/router';
import { registerServiceWorker } from './features/push/lib/register-service-worker';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
// Self-hosted Kannada glyphs; the browser fetches them only when Kannada text is on screen.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import './styles/global.css';

// Before the strings load: registration waits for the page's load event, which may come first.
registerServiceWorker();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
