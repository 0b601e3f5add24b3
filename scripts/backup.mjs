// `npm run backup [-- <file>]`: builds the server if needed, then writes the database (PGlite
// under DATA_DIR, or DATABASE_URL's PostgreSQL) to a gzip'd JSON-lines file. See README, Operations.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstall, root, run } from './ensure-install.mjs';

ensureInstall();
run('node_modules/.bin/tsc', ['-b', 'packages/contract', 'apps/server']);
process.argv.splice(2, 0, 'backup');
await import(pathToFileURL(path.join(root, 'apps/server/dist/backup/cli.js')).href);
