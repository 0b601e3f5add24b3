import net from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isClientAddressKnown } from '../../lib/client-address.js';
import { Refusal } from '../../lib/refusal.js';
import type { Metrics } from './metrics.js';

export interface ObservabilityOptions {
  metrics: Metrics;
  /** Bearer token a scraper outside the private network must present; unset: private network only. */
  metricsToken?: string;
  /** Whether TRUST_PROXY names a proxy whose X-Forwarded-For gives `request.ip`. */
  trustsProxy?: boolean;
}

/** Where Prometheus may scrape from without a token: this host and private networks. */
const PRIVATE_NETWORKS = new net.BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

function fromPrivateNetwork(ip: string): boolean {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = net.isIPv4(mapped) ? 'ipv4' : net.isIPv6(mapped) ? 'ipv6' : undefined;
  return family !== undefined && PRIVATE_NETWORKS.check(mapped, family);
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Every answer says its request id, and is counted and timed by route pattern (never by raw URL:
 * product ids and search words would make a series per visitor). `/metrics` serves the counts
 * for Prometheus. `request.ip` is the client's address as the trusted proxy reports it, so a
 * visitor from the internet coming through nginx is refused without the token.
 */
export default fp(async function observability(app: FastifyInstance, opts: ObservabilityOptions) {
  const { metrics } = opts;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Each route records into series of its own, made when it is registered; an answer no route
  // gave (not found, or refused before routing) is counted once, as 'unmatched'.
  app.addHook('onRoute', (route) => {
    const series = new Map([route.method].flat().map((method) => [method, metrics.requests.route(method, route.url)]));
    const record: onResponseHookHandler = (request, reply, done) => {
      series.get(request.method)?.record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), record];
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404)
      metrics.requests.route(request.method, 'unmatched').record(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const allowed = opts.metricsToken
      ? hasToken(request, opts.metricsToken)
      : isClientAddressKnown(request, opts.trustsProxy ?? false) && fromPrivateNetwork(request.ip);
    if (!allowed) throw new Refusal(403, 'metricsNotAllowed');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.text());
  });
});
