// `npm run restore -- <file> [--force]`: builds the server if needed, then loads a backup into an
// empty database (PGlite under DATA_DIR, or DATABASE_URL's PostgreSQL). See README, Operations.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstall, root, run } from './ensure-install.mjs';

ensureInstall();
run('node_modules/.bin/tsc', ['-b', 'packages/contract', 'apps/server']);
process.argv.splice(2, 0, 'restore');
await import(pathToFileURL(path.join(root, 'apps/server/dist/backup/cli.js')).href);
