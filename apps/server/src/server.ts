import Fastify from 'fastify';
import app from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { loadEnv } from './env.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { logFormat, readableLogs } from './log-lines.js';
import { loggerOptions } from './logger.js';
import { seedIfEmpty } from './seed/seed.js';
import { serverOptions } from './server-options.js';

const env = loadEnv();
limitHeapGrowth();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: `${env.dataDir}/db` },
);
await migrate(database);
await seedIfEmpty(database, { dataDir: env.dataDir });

// A newcomer running `npm start` reads lines; production and pipes keep pino's JSON.
const readable = logFormat(process.stdout.isTTY, env.NODE_ENV) === 'readable';
const server = Fastify(
  serverOptions(env, loggerOptions(env.LOG_LEVEL, readable ? readableLogs(process.stdout) : undefined)),
);
await server.register(app, { env, database });

/**
 * SIGTERM (a deploy, a scale-in): /readyz turns 503 at once; after SHUTDOWN_DRAIN_SECONDS the
 * server stops accepting connections, lets requests in flight finish, then closes Redis and the
 * database and exits 0. Past SHUTDOWN_TIMEOUT_SECONDS it exits 1 anyway: a request stuck on a
 * slow client must not keep an old process alive through a deploy.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    // A second Ctrl-C: whoever sent it does not want to wait.
    server.log.warn({ signal }, 'second signal during shutdown; exiting now');
    process.exit(1);
  }
  stopping = true;
  server.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    server.log.error({ signal, afterSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown timed out; exiting anyway');
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  deadline.unref();
  try {
    server.startDraining();
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    await server.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    server.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await server.listen({ host: env.HOST, port: env.PORT });
