import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '@krishi/contract';
import { adminSchema, answers } from '../schema.js';
import type { AdminAuditRepository } from './repository.js';

/** The operator's view of the audit log. */
const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AdminAuditRepository }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      schema: adminSchema('Who changed what and when, newest first; filters: entity, entityId, actorId', {
        querystring: auditQuery,
        response: answers(auditResponse, 400),
      }),
    },
    async (request) => audit.page(request.query),
  );
};

export default adminAuditRoutes;
