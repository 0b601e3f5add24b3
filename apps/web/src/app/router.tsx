import { createBrowserRouter } from 'react-router';
import { Layout } from '../features/layout/components/Layout';
import { RouteError } from './routes/route-error';

/**
 * Every page but the shared layout is its own lazily loaded module, so the home page downloads
 * only what it shows. Route modules export `Component`.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
