import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorBody } from '@krishi/contract';

/**
 * One error handler for the whole API: the client learns what it did wrong (4xx with a
 * message), never how the server failed (5xx: logged in full, answered with a plain message).
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // instancePath is the zod issue path ("/pageSize", "/items/0/qty"); empty for the whole part.
      const details = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || undefined,
        message: v.message,
      }));
      const first = details[0];
      const body: ErrorBody = {
        message: first ? (first.field ? `${first.field}: ${first.message}` : first.message) : messages.badRequest,
        errorDetails: details,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: messages.internal } satisfies ErrorBody);
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? messages.malformedJson
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? messages.malformedJson
          : error.message;
    return reply.code(status).send({ message } satisfies ErrorBody);
  });
});
