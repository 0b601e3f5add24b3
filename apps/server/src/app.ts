import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { addressesRepository } from './features/addresses/repository.js';
import addressesRoutes from './features/addresses/routes.js';
import { adminAuditRepository } from './features/admin/audit/repository.js';
import { cataloguePictures } from './features/admin/catalogue/images.js';
import { adminProductsRepository } from './features/admin/catalogue/repository.js';
import { adminTaxonomyRepository } from './features/admin/catalogue/taxonomy-repository.js';
import { adminCouponsRepository } from './features/admin/coupons/repository.js';
import { adminCsvRepository } from './features/admin/csv/repository.js';
import { adminLotsRepository } from './features/admin/lots/repository.js';
import { adminOrdersRepository } from './features/admin/orders/repository.js';
import { adminPromotionsRepository } from './features/admin/promotions/repository.js';
import { adminSearchSynonymsRepository } from './features/admin/search-synonyms/repository.js';
import { adminOperatorsRepository } from './features/admin/repository.js';
import { adminReviewsRepository } from './features/admin/reviews/repository.js';
import adminRoutes from './features/admin/routes.js';
import { loginService } from './features/auth/login.js';
import { passwordRepository } from './features/auth/password-repository.js';
import passwordRoutes from './features/auth/password-routes.js';
import { passwordService } from './features/auth/password-service.js';
import { databaseRateLimits } from './features/auth/rate-limits.js';
import { authRepository } from './features/auth/repository.js';
import authRoutes from './features/auth/routes.js';
import { observedSms } from './features/auth/sms.js';
import { smsFromEnv } from './features/auth/sms-from-env.js';
import cartRoutes from './features/cart/routes.js';
import { cartService, type CartService } from './features/cart/service.js';
import { serviceability } from './features/cart/serviceability.js';
import agronomyRoutes from './features/agronomy/routes.js';
import { agronomyPagesRepository } from './features/agronomy/repository.js';
import catalogueRoutes from './features/catalogue/routes.js';
import doseRoutes from './features/catalogue/dose-routes.js';
import { catalogueRepository } from './features/catalogue/repository.js';
import { couponsRepository, type CouponsRepository } from './features/coupons/repository.js';
import couponsRoutes from './features/coupons/routes.js';
import { redeemCoupon, releaseCoupon } from './features/coupons/redemptions.js';
import { mediaRenderer } from './features/media/render.js';
import { mediaRepository } from './features/media/repository.js';
import mediaRoutes from './features/media/routes.js';
import { inventorySweep } from './lib/lot-stock.js';
import { mediaStorage } from './lib/object-storage/from-env.js';
import { metadataRepository } from './features/metadata/repository.js';
import metadataRoutes from './features/metadata/routes.js';
import { ordersModule, startReconciler, type OrdersModule } from './features/orders/module.js';
import ordersRoutes from './features/orders/routes.js';
import { mailFromEnv } from './features/mail/mail.js';
import { gatewayFromEnv } from './features/payments/from-env.js';
import { paymentsRepository } from './features/payments/repository.js';
import sandboxRoutes from './features/payments/routes.js';
import { placesRepository, type PlacesRepository } from './features/places/repository.js';
import placesRoutes from './features/places/routes.js';
import { pushRepository } from './features/push/repository.js';
import pushRoutes from './features/push/routes.js';
import { createPushService, type PushService } from './features/push/service.js';
import { reviewsModule, type ReviewsModule } from './features/reviews/module.js';
import reviewsRoutes from './features/reviews/routes.js';
import seoRoutes from './features/seo/routes.js';
import { seoRepository } from './features/seo/repository.js';
import { storefrontPages } from './features/seo/storefront-pages.js';
import { referralsRepository } from './features/referrals/repository.js';
import referralsRoutes from './features/referrals/routes.js';
import { referralsService } from './features/referrals/service.js';
import { publicBase } from './features/seo/base-url.js';
import { profilePictures } from './features/users/profile-image.js';
import { usersRepository } from './features/users/repository.js';
import usersRoutes from './features/users/routes.js';
import { wishlistRepository } from './features/wishlist/repository.js';
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

/** How often inventories are brought in line with the calendar (lots crossing MIN_SHELF_DAYS). */
const INVENTORY_SWEEP_INTERVAL_MS = 15 * 60_000;

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
    /** Coupons and how often a user has used one (redemptions are written by orders). */
    coupons: CouponsRepository;
    /** Carts priced by the server: `price(userId)` for checkout, `emptyAfterOrder(tx, ...)` for orders. */
    cart: CartService;
    /** Checkout, orders, refunds and the payment reconciler (`app.orders.reconcile()`). */
    orders: OrdersModule;
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

    const { env } = opts;
    const { db } = opts.database;
    instance.decorate('env', env);
    instance.decorate('database', opts.database);
    const redis = env.REDIS_URL ? openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, instance.log) : null;
    instance.decorate('redis', redis);
    if (redis) instance.addHook('onClose', () => redis.close());
    instance.decorate('metrics', createMetrics());

    // Every feature's services, built here from their repositories and adapters and handed to
    // the routes that need them as plugin options: routes do not build services nor reach the
    // database (eslint.config.js, docs/decisions/034). The decorations below are for code that
    // holds only the app: tests, the fault tooling, and plugins such as the web pages.
    const catalogue = catalogueRepository(db, { refreshes: instance.metrics.catalogueRefreshes });
    // Small: a page is rebuilt from in-memory cards in microseconds; the cache spares hot pages
    // their hashing and compression, and keeps the process within its memory budget.
    instance.decorate('catalogueCache', new ResponseCache(16 * 1024 * 1024));
    const places = placesRepository();
    const pushSubscriptions = pushRepository(db);
    const push = await createPushService(env, pushSubscriptions, instance.log);
    const addresses = addressesRepository(db);
    const coupons = couponsRepository(db);
    const pincode = (pinCode: string) => places.pincode(pinCode);
    const referrals = referralsService({
      db,
      repository: referralsRepository(db),
      maxPerDay: env.REFERRAL_MAX_PER_DAY,
    });
    const cart = cartService({
      db,
      coupons,
      addresses,
      pincode,
      points: referrals,
      listed: () => catalogue.cartLines(),
    });
    const payments = await gatewayFromEnv(env, db);
    const orders = ordersModule({
      db,
      gateway: payments.gateway,
      cart,
      coupons: { redeemCoupon, releaseCoupon },
      points: referrals,
      notify: (userId, message) => push.notifyUser(userId, message),
      // Every process's cached answers and cards: this one's at once, the others' through Redis.
      stockChanged: () => instance.catalogueCache.clear(),
      feePercent: env.PAYMENT_FEE_PERCENT,
      minShelfDays: env.MIN_SHELF_DAYS,
      reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
      paymentOrderTtlMs: env.PAYMENT_ORDER_TTL_MINUTES * 60_000,
      refundClaimSeconds: env.REFUND_CLAIM_SECONDS,
      cod: {
        maxOrder: env.COD_MAX_ORDER_RUPEES * 100,
        maxOpenOrders: env.COD_MAX_OPEN_ORDERS,
        fee: env.COD_FEE_RUPEES * 100,
      },
      log: instance.log,
      metrics: instance.metrics,
    });
    const reviews = reviewsModule({ db, summaryChanged: () => instance.catalogueCache.clear() });
    const rateLimits = databaseRateLimits(db);
    const seo = seoRepository(db);
    // Uploaded pictures: profile pictures, and the catalogue's from the back office.
    const storage = mediaStorage(env);

    instance.decorate('catalogue', catalogue);
    instance.decorate('places', places);
    instance.decorate('push', push);
    instance.decorate('coupons', coupons);
    instance.decorate('cart', cart);
    instance.decorate('orders', orders);
    instance.decorate('reviews', reviews);

    const stopReconciler =
      env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0
        ? startReconciler(orders, env.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000, instance.log)
        : async () => {};
    // Lots cross MIN_SHELF_DAYS and expire as days pass: inventories follow within the interval.
    const sweep = inventorySweep(db, {
      minShelfDays: env.MIN_SHELF_DAYS,
      intervalMs: INVENTORY_SWEEP_INTERVAL_MS,
      changed: () => instance.catalogueCache.clear(),
      onError: (error) => instance.log.error({ err: error }, 'inventory sweep failed'),
    });
    instance.addHook('onReady', sweep.run);
    instance.addHook('onClose', async () => {
      await sweep.stop();
      await stopReconciler();
      await orders.settle();
    });

    await instance.register(observability, {
      metrics: instance.metrics,
      metricsToken: env.METRICS_TOKEN,
      trustsProxy: env.TRUST_PROXY !== undefined,
    });
    await instance.register(errors);
    await instance.register(requestErrors);
    await instance.register(security, {
      ratePerMinute: env.RATE_LIMIT_PER_MINUTE,
      redis,
      checkoutOrigins: payments.gateway.checkoutOrigins,
      trustsProxy: env.TRUST_PROXY !== undefined,
    });
    await instance.register(health);
    await instance.register(docs);
    await instance.register(auth);

    // The auth plugin keeps the sessions the login services start.
    const loginStores = { repository: authRepository(db), limits: rateLimits, sessions: instance.sessions };
    const sms = smsFromEnv(env);
    // Shown at 0 from the start, so an alert on its rate has a series before the first failure.
    const smsFailures = instance.metrics.otpSendFailures.labels({ provider: sms.provider });
    smsFailures.inc(0);
    const login = loginService({
      ...loginStores,
      sms: observedSms(sms.sender, sms.provider, {
        sent: () => instance.metrics.otpSends.inc(),
        failed: () => smsFailures.inc(),
        log: instance.log,
      }),
      smsTemplates: sms.templates,
      sendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
      failuresPerIpPerHour: env.OTP_FAILURES_PER_IP_PER_HOUR,
      referrals,
    });
    const resetCodes = passwordRepository(db);
    const passwords = passwordService({
      repository: resetCodes,
      limits: rateLimits,
      sessions: instance.sessions,
      resetsPerIpPerHour: env.RESET_CODES_PER_IP_PER_HOUR,
    });

    await instance.register(authRoutes, { login, stores: loginStores });
    await instance.register(passwordRoutes, { passwords, repository: resetCodes, mail: mailFromEnv(env) });
    await instance.register(usersRoutes, {
      repository: usersRepository(db),
      pictures: profilePictures(storage),
      limits: rateLimits,
      registered: (userId, now) => referrals.registered(userId, now),
    });
    await instance.register(catalogueRoutes, { catalogue });
    await instance.register(doseRoutes, { db });
    await instance.register(agronomyRoutes, { pages: agronomyPagesRepository(db) });
    await instance.register(metadataRoutes, { metadata: metadataRepository(db) });
    await instance.register(placesRoutes, { places });
    await instance.register(pushRoutes, { push, subscriptions: pushSubscriptions });
    await instance.register(mediaRoutes, { renderer: mediaRenderer(env.dataDir, mediaRepository(db)) });
    await instance.register(addressesRoutes, { addresses, pincode });
    await instance.register(couponsRoutes, { coupons });
    await instance.register(cartRoutes, { cart, serviceability: serviceability(db, pincode) });
    await instance.register(ordersRoutes, { module: orders });
    await instance.register(reviewsRoutes, { reviews });
    await instance.register(wishlistRoutes, { wishlist: wishlistRepository(db) });
    await instance.register(referralsRoutes, { referrals, publicBase });
    await instance.register(adminRoutes, {
      operators: adminOperatorsRepository(db),
      pictures: cataloguePictures(storage),
      orders: {
        orders: orders.orders,
        repository: adminOrdersRepository(db),
        notify: (userId, message) => push.notifyUser(userId, message),
      },
      reviews: {
        reviews: { pending: (page) => reviews.pending(page), summaryChanged: () => instance.catalogueCache.clear() },
        repository: adminReviewsRepository(db),
      },
      products: adminProductsRepository(db),
      taxonomy: adminTaxonomyRepository(db),
      places,
      promotions: adminPromotionsRepository(db),
      searchSynonyms: adminSearchSynonymsRepository(db),
      coupons: adminCouponsRepository(db),
      csv: adminCsvRepository(db),
      lots: adminLotsRepository(db),
      audit: adminAuditRepository(db),
      points: referrals,
    });
    if (payments.name === 'sandbox') {
      await instance.register(sandboxRoutes, { sandbox: payments.gateway, payments: paymentsRepository(db) });
    }

    await instance.register(seoRoutes, { repository: seo });
    await instance.register(web, {
      pages: (template, serverEntry) => storefrontPages(instance, seo, template, serverEntry, env.RENDER_THREADS),
    });
  },
  { name: 'krishi-app' },
);
