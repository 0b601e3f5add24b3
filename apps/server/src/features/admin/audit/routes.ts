import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse, errorBody } from '@krishi/contract';
import { auditPage } from './log.js';

/** The operator's view of the audit log. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, newest first; filters: entity, entityId, actorId',
        security: [{ bearerAuth: [] }],
        querystring: auditQuery,
        response: { 200: auditResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => auditPage(app.database.db, request.query),
  );
};

export default adminAuditRoutes;
