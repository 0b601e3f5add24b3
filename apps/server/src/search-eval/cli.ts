import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import app from '../app.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { seedIfEmpty } from '../seed/seed.js';
import { serverOptions } from '../server-options.js';
import { evaluateSearch, scoreByKind } from './evaluate.js';
import { EVAL_QUERIES } from './queries.js';

/**
 * npm run search:eval: seeds the demo catalogue `npm start` seeds into a fresh PGlite database in
 * a temporary directory, runs the evaluation set through the product-list route and prints the
 * share found in the 4 suggestions and the first 20 results, per kind and overall.
 * --misses also lists the queries not found in the first 4.
 */
async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-search-eval-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await migrate(database);
    await seedIfEmpty(database, { dataDir });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const server = Fastify(serverOptions(env, false));
    await server.register(app, { env, database });
    await server.ready();
    await server.catalogue.warm();
    const results = await evaluateSearch(server, database, EVAL_QUERIES);
    await server.close();
    const pct = (share: number) => `${(share * 100).toFixed(0)}%`.padStart(5);
    console.log('kind        queries  top-4  top-20');
    for (const s of scoreByKind(results)) {
      console.log(`${s.kind.padEnd(12)}${String(s.queries).padStart(7)}  ${pct(s.top4)}  ${pct(s.top20)}`);
    }
    if (process.argv.includes('--misses')) {
      for (const r of results) {
        if (r.rank === null || r.rank > 4) console.log(`  ${r.query.kind}: '${r.query.q}' at ${r.rank ?? '-'}`);
      }
    }
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
