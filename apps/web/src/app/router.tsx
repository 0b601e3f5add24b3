import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** The app's router; creating it starts the current page's code and data downloading. */
export const createAppRouter = () => createBrowserRouter(appRoutes);

/**
 * Resolves once the router has the first page's code and data. Rendered before that, React
 * Router shows the layout with an empty page (and warns that no HydrateFallback was given): the
 * first-screen picture the server sent would vanish, then the page appear a moment later.
 */
export function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
