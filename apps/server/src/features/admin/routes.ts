import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API, adminMeResponse, PRODUCT_CSV_MAX_BYTES } from '@krishi/contract';
import type { AdminAuditRepository } from './audit/repository.js';
import adminAuditRoutes from './audit/routes.js';
import type { CataloguePictures } from './catalogue/images.js';
import type { AdminProductsRepository } from './catalogue/repository.js';
import adminProductsRoutes, { uploadedMediaRoutes } from './catalogue/routes.js';
import adminTaxonomyRoutes, { type AdminPlaces } from './catalogue/taxonomy.js';
import type { AdminTaxonomyRepository } from './catalogue/taxonomy-repository.js';
import type { AdminCouponsRepository } from './coupons/repository.js';
import adminCouponsRoutes from './coupons/routes.js';
import type { AdminCsvRepository } from './csv/repository.js';
import adminCsvRoutes from './csv/routes.js';
import type { AdminLotsRepository } from './lots/repository.js';
import adminLotsRoutes from './lots/routes.js';
import adminOrdersRoutes, { type AdminOrdersOptions } from './orders/routes.js';
import adminPointsRoutes, { type AdminPointsPort } from './points/routes.js';
import type { AdminPromotionsRepository } from './promotions/repository.js';
import adminPromotionsRoutes from './promotions/routes.js';
import type { AdminSearchSynonymsRepository } from './search-synonyms/repository.js';
import adminSearchSynonymsRoutes from './search-synonyms/routes.js';
import type { AdminOperatorsRepository } from './repository.js';
import adminReviewsRoutes, { type AdminReviewsOptions } from './reviews/routes.js';
import { adminSchema, answers } from './schema.js';

/** What the back office is given by app.ts: a repository per module, the ports of other features. */
export interface AdminOptions {
  operators: AdminOperatorsRepository;
  /** The catalogue's uploaded pictures: saved by the back office, served under /media/uploads. */
  pictures: CataloguePictures;
  orders: AdminOrdersOptions;
  reviews: AdminReviewsOptions;
  products: AdminProductsRepository;
  taxonomy: AdminTaxonomyRepository;
  places: AdminPlaces;
  promotions: AdminPromotionsRepository;
  searchSynonyms: AdminSearchSynonymsRepository;
  coupons: AdminCouponsRepository;
  csv: AdminCsvRepository;
  /** Lots of pesticides, fertilizers and seeds. */
  lots: AdminLotsRepository;
  audit: AdminAuditRepository;
  /** Users' referral points (the referrals feature). */
  points: AdminPointsPort;
}

/**
 * The back office's API under /admin/api: every route behind a login with the admin role,
 * checked on the server by the hooks below (401 without a login, 403 for anyone else).
 */
const adminApi: FastifyPluginAsyncZod<AdminOptions> = async (app, options) => {
  const { pictures } = options;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
  // Per-request limits are set where a file is read (pictures 5 MB, CSV 10 MB).
  await app.register(multipart, { limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  app.get(
    '/me',
    {
      schema: adminSchema('The operator: answers 200 only to a user with the admin role', {
        response: answers(adminMeResponse),
      }),
    },
    async (request) => ({ data: await options.operators.operator(request.user) }),
  );

  await app.register(adminReviewsRoutes, options.reviews);
  await app.register(adminOrdersRoutes, options.orders);
  await app.register(adminProductsRoutes, { repository: options.products, pictures });
  await app.register(adminTaxonomyRoutes, { taxonomy: options.taxonomy, pictures, places: options.places });
  await app.register(adminCsvRoutes, { csv: options.csv });
  await app.register(adminLotsRoutes, { lots: options.lots });
  await app.register(adminCouponsRoutes, { coupons: options.coupons });
  await app.register(adminPromotionsRoutes, { repository: options.promotions, pictures });
  await app.register(adminSearchSynonymsRoutes, { repository: options.searchSynonyms });
  await app.register(adminAuditRoutes, { audit: options.audit });
  await app.register(adminPointsRoutes, { points: options.points });
};

/** The back office: its API, and the pictures it uploads (public, like every catalogue picture). */
const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, options) => {
  // ADMIN_PHONES hold the role from the start (and are given it on their first call if they log in later).
  app.addHook('onReady', () => options.operators.grantRole(app.env.ADMIN_PHONES));
  await app.register(adminApi, { ...options, prefix: ADMIN_API });
  await app.register(uploadedMediaRoutes, { pictures: options.pictures });
};

export default adminRoutes;
