import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds to say whom it forwards for. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether `request.ip` is the client itself. With TRUST_PROXY set, Fastify takes it from the named
 * proxy's X-Forwarded-For. Unset, it is the connection's address; a request carrying a proxy's
 * header then came through a proxy nobody named (or says it did), so the address is that proxy's,
 * not the client's: a loopback peer forwarding for someone is not this host.
 */
export function isClientAddressKnown(request: FastifyRequest, trustsProxy: boolean): boolean {
  return trustsProxy || PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * With TRUST_PROXY unset: a proxy on this host forwarded the request. Every visitor it forwards
 * counts as this host's one address, which is what a deployment that relied on the old `loopback`
 * default gets until it sets TRUST_PROXY.
 */
export function isForwardedByLocalProxy(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.ip) && !isClientAddressKnown(request, false);
}

/** Our own tests and benchmarks on this host, to which the per-minute limit does not apply. */
export function isFromThisHost(request: FastifyRequest, trustsProxy: boolean): boolean {
  return LOOPBACK.has(request.ip) && isClientAddressKnown(request, trustsProxy);
}
