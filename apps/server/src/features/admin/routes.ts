import multipart from '@fastify/multipart';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API, ADMIN_ROLE, adminMeResponse, errorBody, PRODUCT_CSV_MAX_BYTES } from '@krishi/contract';
import { users } from '../../db/schema.js';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.js';
import { mediaStorage } from '../../lib/object-storage/from-env.js';
import { personName } from './audit/log.js';
import adminAuditRoutes from './audit/routes.js';
import { cataloguePictures } from './catalogue/images.js';
import type { AdminProductsRepository } from './catalogue/repository.js';
import adminProductsRoutes, { uploadedMediaRoutes } from './catalogue/routes.js';
import adminTaxonomyRoutes, { type AdminPlaces } from './catalogue/taxonomy.js';
import type { AdminTaxonomyRepository } from './catalogue/taxonomy-repository.js';
import adminCouponsRoutes from './coupons/routes.js';
import adminCsvRoutes from './csv/routes.js';
import adminOrdersRoutes, { type AdminOrdersOptions } from './orders/routes.js';
import type { AdminPromotionsRepository } from './promotions/repository.js';
import adminPromotionsRoutes from './promotions/routes.js';
import adminReviewsRoutes, { type AdminReviewsPort } from './reviews/routes.js';

export interface AdminOptions extends AdminOrdersOptions {
  reviews: AdminReviewsPort;
  products: AdminProductsRepository;
  taxonomy: AdminTaxonomyRepository;
  promotions: AdminPromotionsRepository;
  places: AdminPlaces;
}

/** The API's options, and where the pictures it uploads are kept. */
interface AdminApiOptions extends AdminOptions {
  storage: ObjectStorage;
}

/**
 * The back office's API under /admin/api: every route behind a login with the admin role,
 * checked on the server by the hooks below (401 without a login, 403 for anyone else).
 */
const adminApi: FastifyPluginAsyncZod<AdminApiOptions> = async (app, options) => {
  const pictures = cataloguePictures(options.storage);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
  // Per-request limits are set where a file is read (pictures 5 MB, CSV 10 MB).
  await app.register(multipart, { limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The operator: answers 200 only to a user with the admin role',
        security: [{ bearerAuth: [] }],
        response: { 200: adminMeResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .select({ firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(eq(users.id, request.user.id));
      return {
        data: {
          userId: request.user.id,
          phoneNumber: request.user.phoneNumber,
          name: personName(row?.firstName ?? null, row?.lastName ?? null),
          role: row?.role ?? '',
        },
      };
    },
  );

  await app.register(adminReviewsRoutes, { reviews: options.reviews });
  await app.register(adminOrdersRoutes, { orders: options.orders, notify: options.notify });
  await app.register(adminProductsRoutes, { repository: options.products, pictures });
  await app.register(adminTaxonomyRoutes, { taxonomy: options.taxonomy, pictures, places: options.places });
  await app.register(adminCsvRoutes);
  await app.register(adminCouponsRoutes);
  await app.register(adminPromotionsRoutes, { repository: options.promotions, pictures });
  await app.register(adminAuditRoutes);
};

/** The back office: its API, and the pictures it uploads (public, like every catalogue picture). */
const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, options) => {
  // ADMIN_PHONES hold the role from the start (and are given it on their first call if they log in later).
  app.addHook('onReady', async () => {
    if (app.env.ADMIN_PHONES.length === 0) return;
    await app.database.db
      .update(users)
      .set({ role: ADMIN_ROLE })
      .where(inArray(users.phoneNumber, app.env.ADMIN_PHONES));
  });
  const storage = mediaStorage(app.env);
  await app.register(adminApi, { ...options, storage, prefix: ADMIN_API });
  await app.register(uploadedMediaRoutes, { pictures: cataloguePictures(storage) });
};

export default adminRoutes;
