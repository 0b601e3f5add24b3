import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from './catalogue.js';
import { syncLanguages } from './languages.js';

const USAGE = `Usage: npm run seed -- [--products N] [--data-dir DIR] [--reset]

Writes the demo catalogue (categories, brands, products, promotions) into an empty database:
PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db (default ./data/db).

  --products N     how many products (default ${DEFAULT_PRODUCT_COUNT})
  --data-dir DIR   the data directory (overrides DATA_DIR)
  --reset          empty the catalogue tables first; rows that refer to products
                   (cart items, orders, reviews) are removed with them`;

const CATALOGUE_TABLES = ['variants', 'products', 'promotions', 'sellers', 'categories'];

async function catalogueRows(database: Database): Promise<number> {
  return database.rawTransaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(
      'SELECT ((SELECT count(*) FROM products) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM sellers))::int AS n',
    );
    return row?.n ?? 0;
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
    console.error(`--products must be a whole number from 1 to 5000000, not ${values.products}\n\n${USAGE}`);
    return 2;
  }

  // npm runs a workspace script inside the workspace; paths are meant from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env);

  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.dataDir, 'db') },
  );
  try {
    await migrate(database);
    await syncLanguages(database);
    if ((await catalogueRows(database)) > 0) {
      if (!values.reset) {
        console.error(
          'The database already holds a catalogue; nothing was written. Run with --reset to replace it ' +
            '(this also removes carts, orders and reviews of its products).',
        );
        return 1;
      }
      await database.rawTransaction((tx) =>
        tx.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`),
      );
      console.log('Emptied the catalogue tables.');
    }
    const where = env.DATABASE_URL ? 'PostgreSQL' : path.join(env.dataDir, 'db');
    console.log(`Seeding ${products} products into ${where} ...`);
    const started = performance.now();
    await seedCatalogue(database, { dataDir: env.dataDir, products });
    console.log(`Seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
