import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalBody } from '@krishi/contract';
import { COMPRESS_MIN_BYTES, compressAnswer } from '../lib/compress-answer.js';
import { Refusal } from '../lib/refusal.js';
import { isForwardedByLocalProxy, isFromThisHost } from '../lib/client-address.js';
import type { SharedRedis } from '../lib/redis.js';

export interface SecurityOptions {
  ratePerMinute: number;
  /** Where the payment gateway's checkout script and frame load from (Razorpay); none for the sandbox. */
  checkoutOrigins?: readonly string[];
  /** Counts the per-minute limit in the Redis all processes share, so it holds across them. */
  redis?: SharedRedis | null;
  /** Whether TRUST_PROXY names a proxy whose X-Forwarded-For gives `request.ip`. */
  trustsProxy?: boolean;
}

const documentOptions = (checkoutOrigins: readonly string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...checkoutOrigins],
      frameSrc: ["'self'", ...checkoutOrigins],
      // JSON-LD blocks are data, not scripts: the browser never runs them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...checkoutOrigins],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The same answer as frame-ancestors 'none', for browsers that only read X-Frame-Options.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
});

/**
 * A JSON answer is data, never a page: if someone opens one in a browser it may load and run
 * nothing (default-src 'none') and be framed by no one (OWASP's REST headers). The headers that
 * only steer a page (opener isolation, agent clusters, DNS prefetching, IE's download prompt,
 * Flash's policy files, the XSS auditor) are left off: the API's hottest answers are cached pages
 * of a few microseconds, and Node checks every header's every character on each of them.
 */
const jsonOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Headers every response carries whatever it is, as opposed to what one reply sets. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for some options, worked out once by @fastify/helmet itself on a
 * throwaway instance. They never vary per request (no CSP nonces), and @fastify/helmet rebuilds
 * helmet, parsing every CSP directive again, on each request: a tenth of a cached page's cost.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string' && !NOT_HELMETS.has(name)) headers[name] = value;
  }
  return headers;
}

/** The security headers of a page or file, and the leaner ones of a JSON answer. */
export interface SecurityHeaders {
  document: Readonly<Record<string, string>>;
  json: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The helmet headers every response carries, for answers written before any hook runs. */
    securityHeaders: SecurityHeaders;
  }
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Fastify answers a path it cannot decode (`/%`) and a route parameter past its length limit
 * before routing, so no hook runs: this server option gives those answers the headers and the
 * API's error shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .headers(request.server.securityHeaders.json)
    .code(status)
    .send(refusalBody(status >= 500 ? 'internal' : 'badRequest'));
}

/** Headers, compression and rate limits every response gets. */
export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  const headers: SecurityHeaders = {
    document: await helmetHeaders(documentOptions(opts.checkoutOrigins ?? [])),
    json: await helmetHeaders(jsonOptions),
  };
  app.decorate('securityHeaders', headers);
  // At onSend, when what the answer is is known: a refusal by any earlier hook (a 429, a 401)
  // or the error handler's answer passes here too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? headers.json : headers.document);
    done(null, payload);
  });
  if (!opts.trustsProxy) {
    // Once per process: an operator who upgrades behind nginx without setting TRUST_PROXY sees why
    // all visitors share one login-code allowance.
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && isForwardedByLocalProxy(request)) {
        warned = true;
        request.log.warn(
          { peer: request.ip },
          'a proxy on this host forwards requests but TRUST_PROXY is unset, so every visitor counts as one ' +
            'address for the rate limits: set TRUST_PROXY=loopback (docs/deploy.md)',
        );
      }
      done();
    });
  }
  // Most answers are small and compressed here at once; @fastify/compress streams the rest.
  app.addHook('onSend', compressAnswer);
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    max: opts.ratePerMinute,
    timeWindow: '1 minute',
    ...(opts.redis && {
      redis: opts.redis.client,
      nameSpace: opts.redis.key('rate-limit:'),
      // A Redis outage must not take the site down: the limit fails open (lib/redis.ts logs the
      // outage) and holds again when Redis is back.
      skipOnError: true,
    }),
    // Loopback traffic is our own tests and benchmarks; real visitors never come from it, unless
    // through a proxy on this host that TRUST_PROXY does not name: those count as one visitor.
    allowList: (request) => isFromThisHost(request, opts.trustsProxy ?? false),
    errorResponseBuilder: () => new Refusal(429, 'tooManyRequests'),
  });
});
