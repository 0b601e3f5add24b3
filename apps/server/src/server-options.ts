import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';
import { requestId } from './lib/request-id.js';
import { frameworkErrors } from './plugins/security.js';

/** Fastify's own options, the same for the listening server and the app the tests build. */
export function serverOptions(env: Env, logger: FastifyServerOptions['logger']): FastifyServerOptions {
  return { logger, trustProxy: env.TRUST_PROXY ?? false, bodyLimit: 1024 * 1024, genReqId: requestId, frameworkErrors };
}
