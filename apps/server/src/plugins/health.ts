import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settledWithin } from '../lib/settled-within.js';
import { queryRows } from '../lib/sql.js';

/** A dependency that has not answered in this long is down, as far as a load balancer cares. */
const CHECK_TIMEOUT_MS = 1_000;

type Status = 'ok' | 'down';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so load balancers stop sending requests; the server still serves. */
    startDraining(): void;
    /** Something else /readyz waits for, e.g. a cache loaded at start: `ready()` says whether it is. */
    addReadinessCheck(name: string, ready: () => boolean): void;
  }
}

function withinTimeout(check: Promise<unknown>, ms: number): Promise<Status> {
  return settledWithin(
    check.then((): Status => 'ok'),
    ms,
    'down',
  );
}

/**
 * `/healthz`: the process runs and its event loop answers (no dependency is asked, so a database
 * outage never gets healthy processes restarted). `/readyz`: the database and Redis (when
 * configured) answer, and the server is not shutting down: whether to send it traffic.
 * Neither is rate limited (probes come often, from the proxy's address) nor cached.
 */
export default fp(async function health(app: FastifyInstance) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const extraChecks = new Map<string, () => boolean>();
  app.decorate('addReadinessCheck', (name: string, ready: () => boolean) => {
    extraChecks.set(name, ready);
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  const probe = { schema: { hide: true }, config: { rateLimit: false } } as const;

  app.get('/healthz', probe, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      withinTimeout(queryRows(app.database.db, sql`SELECT 1`), CHECK_TIMEOUT_MS),
      app.redis ? withinTimeout(app.redis.client.ping(), CHECK_TIMEOUT_MS) : undefined,
    ]);
    const extra = Object.fromEntries(
      [...extraChecks].map(([name, check]): [string, Status] => [name, check() ? 'ok' : 'down']),
    );
    const ready = !draining && database === 'ok' && redis !== 'down' && Object.values(extra).every((s) => s === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: draining ? 'shutting down' : ready ? 'ok' : 'unavailable',
        checks: { database, ...(redis && { redis }), ...extra },
      });
  });
});
