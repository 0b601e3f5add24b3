import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { addressesRepository, type AddressesRepository } from './features/addresses/repository.js';
import addressesRoutes from './features/addresses/routes.js';
import adminRoutes from './features/admin/routes.js';
import authRoutes from './features/auth/routes.js';
import passwordRoutes from './features/auth/password-routes.js';
import { databaseRateLimits } from './features/auth/rate-limits.js';
import cartRoutes from './features/cart/routes.js';
import { cartService, type CartService } from './features/cart/service.js';
import catalogueRoutes from './features/catalogue/routes.js';
import { catalogueRepository } from './features/catalogue/repository.js';
import { couponsRepository, type CouponsRepository } from './features/coupons/repository.js';
import couponsRoutes from './features/coupons/routes.js';
import { redeemCoupon, releaseCoupon } from './features/coupons/redemptions.js';
import mediaRoutes from './features/media/routes.js';
import metadataRoutes from './features/metadata/routes.js';
import { ordersModule, startReconciler, type OrdersModule } from './features/orders/module.js';
import ordersRoutes from './features/orders/routes.js';
import { mailFromEnv, type MailSender } from './features/mail/mail.js';
import { gatewayFromEnv } from './features/payments/from-env.js';
import sandboxRoutes from './features/payments/routes.js';
import { placesRepository, type PlacesRepository } from './features/places/repository.js';
import placesRoutes from './features/places/routes.js';
import pushRoutes from './features/push/routes.js';
import { createPushService, type PushService } from './features/push/service.js';
import { reviewsModule, type ReviewsModule } from './features/reviews/module.js';
import reviewsRoutes from './features/reviews/routes.js';
import seoRoutes from './features/seo/routes.js';
import { storefrontPages } from './features/seo/storefront-pages.js';
import usersRoutes from './features/users/routes.js';
import wishlistRoutes from './features/wishlist/routes.js';
import { createMetrics, type Metrics } from './features/observability/metrics.js';
import observability from './features/observability/plugin.js';
import { openRedis, type SharedRedis } from './lib/redis.js';
import { ResponseCache } from './lib/response-cache.js';
import auth from './plugins/auth.js';
import docs from './plugins/docs.js';
import errors from './plugins/errors.js';
import health from './plugins/health.js';
import requestErrors from './plugins/request-errors.js';
import routeDirectories from './plugins/route-directories.js';
import security from './plugins/security.js';
import web from './plugins/web.js';

export interface AppOptions {
  env: Env;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** The Redis all processes share when REDIS_URL is set; null for a process on its own. */
    redis: SharedRedis | null;
    catalogue: ReturnType<typeof catalogueRepository>;
    /** Encoded public responses; cleared by every catalogue write. */
    catalogueCache: ResponseCache;
    /** The offline postal gazetteer (states, districts, place search), loaded on first use. */
    places: PlacesRepository;
    /** Web push to a user's browsers: `app.push.notifyUser(userId, { title, body, url })`. */
    push: PushService;
    /** Users' delivery addresses (`addresses` is Fastify's own: the server's listening addresses). */
    userAddresses: AddressesRepository;
    /** Coupons and how often a user has used one (redemptions are written by orders). */
    coupons: CouponsRepository;
    /** Carts priced by the server: `price(userId)` for checkout, `emptyAfterOrder(tx, ...)` for orders. */
    cart: CartService;
    /** Checkout, orders, refunds and the payment reconciler (`app.orders.reconcile()`). */
    orders: OrdersModule;
    /** The mail port (password reset codes): the outbox file by default, SMTP when configured. */
    mail: MailSender;
    /** Reviews: `app.reviews.moderate(reviewId, 'ACCEPTED' | 'REJECTED')` and `pending(page)` for the back office. */
    reviews: ReviewsModule;
    /** Counters and timings for /metrics: `app.metrics.otpSends.inc()`. */
    metrics: Metrics;
  }
}

/**
 * The whole application as one plugin, so server.ts only listens and tests inject().
 * Layers: infrastructure (errors, security, docs) -> services -> routes -> web pages.
 */
export default fp(
  async function app(instance: FastifyInstance, opts: AppOptions) {
    // First, so that it sees every route: the storefront's pages are served where none lies.
    await instance.register(routeDirectories);
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);

    instance.decorate('env', opts.env);
    instance.decorate('database', opts.database);
    const redis = opts.env.REDIS_URL ? openRedis(opts.env.REDIS_URL, opts.env.REDIS_KEY_PREFIX, instance.log) : null;
    instance.decorate('redis', redis);
    if (redis) instance.addHook('onClose', () => redis.close());
    instance.decorate('metrics', createMetrics());
    instance.decorate('catalogue', catalogueRepository(opts.database.db));
    // Small: a page is rebuilt from in-memory cards in microseconds; the cache spares hot pages
    // their hashing and compression, and keeps the process within its memory budget.
    instance.decorate('catalogueCache', new ResponseCache(16 * 1024 * 1024));
    instance.decorate('places', placesRepository());
    instance.decorate('mail', mailFromEnv(opts.env));
    instance.decorate('push', await createPushService(opts.env, opts.database.db, instance.log));
    const addresses = addressesRepository(opts.database.db);
    const coupons = couponsRepository(opts.database.db);
    instance.decorate('userAddresses', addresses);
    instance.decorate('coupons', coupons);
    instance.decorate(
      'cart',
      cartService({
        db: opts.database.db,
        coupons,
        addresses,
        pincode: (pinCode) => instance.places.pincode(pinCode),
      }),
    );
    const payments = await gatewayFromEnv(opts.env, opts.database.db);
    instance.decorate(
      'orders',
      ordersModule({
        db: opts.database.db,
        gateway: payments.gateway,
        cart: instance.cart,
        coupons: { redeemCoupon, releaseCoupon },
        notify: (userId, message) => instance.push.notifyUser(userId, message),
        // Every process's cached answers and cards: this one's at once, the others' through Redis.
        stockChanged: () => instance.catalogueCache.clear(),
        feePercent: opts.env.PAYMENT_FEE_PERCENT,
        reconcileAfterMs: opts.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
        log: instance.log,
        metrics: instance.metrics,
      }),
    );
    instance.decorate(
      'reviews',
      reviewsModule({ db: opts.database.db, summaryChanged: () => instance.catalogueCache.clear() }),
    );
    const stopReconciler =
      opts.env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0
        ? startReconciler(instance.orders, opts.env.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000, instance.log)
        : async () => {};
    instance.addHook('onClose', async () => {
      await stopReconciler();
      await instance.orders.settle();
    });

    await instance.register(observability, {
      metrics: instance.metrics,
      metricsToken: opts.env.METRICS_TOKEN,
      trustsProxy: opts.env.TRUST_PROXY !== undefined,
    });
    await instance.register(errors);
    await instance.register(requestErrors);
    await instance.register(security, {
      ratePerMinute: opts.env.RATE_LIMIT_PER_MINUTE,
      redis,
      checkoutOrigins: payments.gateway.checkoutOrigins,
      trustsProxy: opts.env.TRUST_PROXY !== undefined,
    });
    await instance.register(health);
    await instance.register(docs);
    await instance.register(auth);

    await instance.register(authRoutes);
    await instance.register(passwordRoutes);
    await instance.register(usersRoutes, { limits: databaseRateLimits(opts.database.db) });
    await instance.register(catalogueRoutes);
    await instance.register(metadataRoutes);
    await instance.register(placesRoutes);
    await instance.register(pushRoutes);
    await instance.register(mediaRoutes);
    await instance.register(addressesRoutes);
    await instance.register(couponsRoutes);
    await instance.register(cartRoutes);
    await instance.register(ordersRoutes, { module: instance.orders });
    await instance.register(reviewsRoutes);
    await instance.register(wishlistRoutes);
    await instance.register(adminRoutes, {
      orders: instance.orders.orders,
      notify: (userId, message) => instance.push.notifyUser(userId, message),
      reviews: {
        pending: (page) => instance.reviews.pending(page),
        summaryChanged: () => instance.catalogueCache.clear(),
      },
    });
    if (payments.name === 'sandbox') await instance.register(sandboxRoutes, { sandbox: payments.gateway });

    await instance.register(seoRoutes);
    await instance.register(web, { pages: (template) => storefrontPages(instance, template) });
  },
  { name: 'krishi-app' },
);
