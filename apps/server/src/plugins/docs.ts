import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { category } from '@krishi/contract';

/**
 * Schemas the document lists under components and refers to by name. A category holds its
 * child categories: a recursive schema can only be written as a reference, and without a
 * named component that reference pointed nowhere.
 */
const components = z.registry<{ id: string }>();
components.add(category, { id: 'Category' });

/** OpenAPI built from the routes' zod schemas, served at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Krishi storefront API',
        description: 'The calls of the storefront and the mobile app. See docs/api.md for the safety departures.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components }),
    transformObject: createJsonSchemaTransformObject({
      schemaRegistry: components,
      zodToJsonConfig: { target: 'openapi-3.0' },
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
