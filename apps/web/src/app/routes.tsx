import type { LazyRouteFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { Layout } from '../features/layout/components/Layout';
import { PushSubscription } from '../features/push/components/push-subscription';
import { SearchBox } from '../features/search/components/search-box';
import { lazyWhenOnline } from '../lib/lazy-when-online';
import { pageData, pageQuery } from '../lib/page-data';
import { frameQueries } from './frame-queries';
import { RouteError } from './routes/route-error';
import type { StaticPageName } from './routes/static-page';

/** What a route tells the server of itself: the modules whose scripts its page needs. */
export interface PageHandle {
  modules: string[];
}

/** A page's module as the browser build's module-chunks.json names it (vite.config.ts). */
const routeModule = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * A page loaded from its own module the first time it is shown. The handle names the module, so
 * the server names its scripts in the page's head and a phone fetches them beside the app's own,
 * not after the app has started and asked for them (entry-server.tsx).
 */
function page(
  name: string,
  load: LazyRouteFunction<RouteObject>,
  ...also: string[]
): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: load, handle: { modules: [routeModule(name), ...also] } satisfies PageHandle };
}

/** The static pages share one module; each path takes its page from it. Paths match case-insensitively (/Aboutus, /Tos). */
const staticPage = (name: StaticPageName) =>
  page('static-page', async () => {
    const pages = await import('./routes/static-page');
    return { Component: pages.staticPages[name], loader: pages.staticPageLoaders[name] };
  });

// Only a logged-in visitor has a cart to count: the cart's code stays out of everyone else's page.
const LiveCartLink = lazyWhenOnline(() => import('./live-cart-link').then((m) => m.LiveCartLink));

/**
 * Starts the product's fetch while the page's code downloads; its own code is a small chunk, so
 * the product's query code is no part of the other pages' first download.
 */
const productLoader = async (args: LoaderFunctionArgs) =>
  (await import('../features/product/api/prefetch-product')).productLoader(args);
/** The loader's module, named with the product page's own for the server to preload. */
const PRODUCT_LOADER = 'src/features/product/api/prefetch-product.ts';

/**
 * Every page but the shared layout is its own lazily loaded module, so the home page downloads
 * only what it shows. Route modules export `Component`, and a page that shows data its
 * `loader`, made by `pageData` (decision 037). The server renders with the same table.
 */
export const appRoutes: RouteObject[] = [
  // The back office has its own frame, outside the storefront's layout, and loads only at /admin.
  { path: 'admin/*', errorElement: <RouteError />, ...page('admin', () => import('./routes/admin')) },
  {
    element: (
      <Layout
        searchBox={<SearchBox />}
        notifications={<PushSubscription />}
        liveCartLink={<LiveCartLink />}
        queries={frameQueries}
      />
    ),
    // The category tree the menus and listing titles show, on every page.
    loader: pageData(() => [pageQuery(frameQueries.categoryTree())]),
    errorElement: <RouteError />,
    children: [
      { index: true, ...page('home', () => import('./routes/home')) },
      { path: 'products', ...page('listing', () => import('./routes/listing')) },
      { path: 'products/:brandParam', ...page('listing', () => import('./routes/listing')) },
      { path: 'products/:categorySlug/:categoryId', ...page('listing', () => import('./routes/listing')) },
      { path: 'search', ...page('search', () => import('./routes/search')) },
      {
        path: 'product/:id',
        loader: productLoader,
        ...page('product', () => import('./routes/product'), PRODUCT_LOADER),
      },
      {
        path: 'product/:slug/:id',
        loader: productLoader,
        ...page('product', () => import('./routes/product'), PRODUCT_LOADER),
      },
      { path: 'brands', ...page('brands', () => import('./routes/brands')) },
      { path: 'categories', ...page('categories', () => import('./routes/categories')) },
      { path: 'crops', ...page('crops', () => import('./routes/crops')) },
      { path: 'crops/:slug', ...page('crop', () => import('./routes/crop')) },
      // Diseases and weeds too: one page for whatever harms a crop.
      { path: 'pests/:slug', ...page('problem', () => import('./routes/problem')) },
      { path: 'login', ...page('login', () => import('./routes/login')) },
      { path: 'r/:code', ...page('referral-link', () => import('./routes/referral-link')) },
      { path: 'list', ...page('shared-list', () => import('./routes/shared-list')) },
      // Spec section 2: each step of the password reset goes on to the next by a relative route.
      { path: 'forgotPassword', ...page('forgot-password', () => import('./routes/forgot-password')) },
      {
        path: 'forgotPassword/verifyCode',
        ...page('forgot-password-code', () => import('./routes/forgot-password-code')),
      },
      {
        path: 'forgotPassword/verifyCode/resetPassword',
        ...page('forgot-password-reset', () => import('./routes/forgot-password-reset')),
      },
      // Spec: one registration / profile screen under three names.
      { path: 'register', ...page('register', () => import('./routes/register')) },
      { path: 'your-account', ...page('register', () => import('./routes/register')) },
      { path: 'sign-up', ...page('register', () => import('./routes/register')) },
      {
        // Spec section 2: the buying path and the orders need a logged-in user.
        ...page('require-login', () => import('./routes/require-login')),
        children: [
          { path: 'cart', ...page('cart', () => import('./routes/cart')) },
          // Spec's names: /checkout is the Address screen, /order-summary the Checkout screen (decision in issue 4).
          { path: 'checkout', ...page('checkout', () => import('./routes/checkout')) },
          { path: 'order-summary', ...page('order-summary', () => import('./routes/order-summary')) },
          { path: 'order-summary/:orderId', ...page('order-summary', () => import('./routes/order-summary')) },
          { path: 'payment-success', ...page('payment-success', () => import('./routes/payment-success')) },
          { path: 'my-orders', ...page('my-orders', () => import('./routes/my-orders')) },
          { path: 'order-details/:orderId', ...page('order-details', () => import('./routes/order-details')) },
          { path: 'order/:orderId', ...page('order-details', () => import('./routes/order-details')) },
          { path: 'cancel-order', ...page('cancel-order', () => import('./routes/cancel-order')) },
          { path: 'wishlist', ...page('wishlist', () => import('./routes/wishlist')) },
          { path: 'refer', ...page('refer', () => import('./routes/refer')) },
        ],
      },
      { path: 'aboutus', ...staticPage('about') },
      { path: 'tos', ...staticPage('terms') },
      { path: 'terms-of-service', ...staticPage('terms') },
      { path: 'privacy', ...staticPage('privacy') },
      { path: 'referral-points-en', ...staticPage('referralEn') },
      { path: 'referral-points-kn', ...staticPage('referralKn') },
      { path: 'refund-policy-en', ...staticPage('refundEn') },
      { path: 'refund-policy-kn', ...staticPage('refundKn') },
      { path: 'farmer-marketplace', ...staticPage('farmerMarketplace') },
      // Also /sell-on-{product}: a path pattern cannot match part of a segment, so the catch-all serves it.
      { path: '*', ...page('not-found', () => import('./routes/not-found')) },
    ],
  },
];
