import type { FastifyInstance } from 'fastify';

/**
 * A route for a logged-in user: the auth hook (401 without a live token), and its schema under
 * the bearer scheme, so the API document says what the hook enforces.
 */
export function loggedIn<Schema extends object>(app: FastifyInstance, schema: Schema) {
  return { onRequest: app.authenticate, schema: { security: [{ bearerAuth: [] }], ...schema } };
}
