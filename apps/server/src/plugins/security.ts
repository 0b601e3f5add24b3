import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@krishi/contract';

export interface SecurityOptions {
  ratePerMinute: number;
}

/** Headers, compression and rate limits every response gets. */
export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // JSON-LD blocks are data, not scripts: the browser never runs them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    max: opts.ratePerMinute,
    timeWindow: '1 minute',
    // Loopback traffic is our own tests and benchmarks; real visitors never come from it.
    allowList: (request) => request.ip === '127.0.0.1' || request.ip === '::1',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: messages.tooManyRequests,
      retryAfter: context.after,
    }),
  });
});
