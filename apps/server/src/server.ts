import Fastify from 'fastify';
import app from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { loadEnv } from './env.js';
import { loggerOptions } from './logger.js';
import { seedIfEmpty } from './seed/seed.js';
import { serverOptions } from './server-options.js';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: `${env.dataDir}/db` },
);
await migrate(database);
await seedIfEmpty(database, { dataDir: env.dataDir });

const server = Fastify(serverOptions(env, loggerOptions(env.LOG_LEVEL)));
await server.register(app, { env, database });

async function shutdown(signal: string) {
  server.log.info({ signal }, 'shutting down');
  await server.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await server.listen({ host: env.HOST, port: env.PORT });
