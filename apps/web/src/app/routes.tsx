import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Layout } from '../features/layout/components/Layout';
import { PushSubscription } from '../features/push/components/push-subscription';
import { SearchBox } from '../features/search/components/search-box';
import { lazyWhenOnline } from '../lib/lazy-when-online';
import { pageData, pageQuery } from '../lib/page-data';
import { frameQueries } from './frame-queries';
import { RouteError } from './routes/route-error';
import type { StaticPageName } from './routes/static-page';

/** The static pages share one module; each path takes its page from it. Paths match case-insensitively (/Aboutus, /Tos). */
const staticPage = (name: StaticPageName): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const pages = await import('./routes/static-page');
    return { Component: pages.staticPages[name], loader: pages.staticPageLoaders[name] };
  },
});

// Only a logged-in visitor has a cart to count: the cart's code stays out of everyone else's page.
const LiveCartLink = lazyWhenOnline(() => import('./live-cart-link').then((m) => m.LiveCartLink));

/**
 * Starts the product's fetch while the page's code downloads; its own code is a small chunk, so
 * the product's query code is no part of the other pages' first download.
 */
const productLoader = async (args: LoaderFunctionArgs) =>
  (await import('../features/product/api/prefetch-product')).productLoader(args);

/**
 * Every page but the shared layout is its own lazily loaded module, so the home page downloads
 * only what it shows. Route modules export `Component`, and a page that shows data its
 * `loader`, made by `pageData` (decision 037). The server renders with the same table.
 */
export const appRoutes: RouteObject[] = [
  // The back office has its own frame, outside the storefront's layout, and loads only at /admin.
  { path: 'admin/*', errorElement: <RouteError />, lazy: () => import('./routes/admin') },
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
      { index: true, lazy: () => import('./routes/home') },
      { path: 'products', lazy: () => import('./routes/listing') },
      { path: 'products/:brandParam', lazy: () => import('./routes/listing') },
      { path: 'products/:categorySlug/:categoryId', lazy: () => import('./routes/listing') },
      { path: 'search', lazy: () => import('./routes/search') },
      {
        path: 'product/:id',
        loader: productLoader,
        lazy: () => import('./routes/product'),
      },
      {
        path: 'product/:slug/:id',
        loader: productLoader,
        lazy: () => import('./routes/product'),
      },
      { path: 'brands', lazy: () => import('./routes/brands') },
      { path: 'categories', lazy: () => import('./routes/categories') },
      { path: 'crops', lazy: () => import('./routes/crops') },
      { path: 'crops/:slug', lazy: () => import('./routes/crop') },
      // Diseases and weeds too: one page for whatever harms a crop.
      { path: 'pests/:slug', lazy: () => import('./routes/problem') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'r/:code', lazy: () => import('./routes/referral-link') },
      { path: 'list', lazy: () => import('./routes/shared-list') },
      // Spec section 2: each step of the password reset goes on to the next by a relative route.
      { path: 'forgotPassword', lazy: () => import('./routes/forgot-password') },
      {
        path: 'forgotPassword/verifyCode',
        lazy: () => import('./routes/forgot-password-code'),
      },
      {
        path: 'forgotPassword/verifyCode/resetPassword',
        lazy: () => import('./routes/forgot-password-reset'),
      },
      // Spec: one registration / profile screen under three names.
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'your-account', lazy: () => import('./routes/register') },
      { path: 'sign-up', lazy: () => import('./routes/register') },
      {
        // Spec section 2: the buying path and the orders need a logged-in user.
        lazy: () => import('./routes/require-login'),
        children: [
          { path: 'cart', lazy: () => import('./routes/cart') },
          // Spec's names: /checkout is the Address screen, /order-summary the Checkout screen (decision in issue 4).
          { path: 'checkout', lazy: () => import('./routes/checkout') },
          { path: 'order-summary', lazy: () => import('./routes/order-summary') },
          { path: 'order-summary/:orderId', lazy: () => import('./routes/order-summary') },
          { path: 'payment-success', lazy: () => import('./routes/payment-success') },
          { path: 'my-orders', lazy: () => import('./routes/my-orders') },
          { path: 'order-details/:orderId', lazy: () => import('./routes/order-details') },
          { path: 'order/:orderId', lazy: () => import('./routes/order-details') },
          { path: 'cancel-order', lazy: () => import('./routes/cancel-order') },
          { path: 'wishlist', lazy: () => import('./routes/wishlist') },
          { path: 'refer', lazy: () => import('./routes/refer') },
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
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
