// `npm run fault:kill [-- --checkouts 200 --kills 5]`: builds the server if needed, then runs
// checkouts while killing it with SIGKILL and checks the database after (README, Operations).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
ensureBuilt();
await import(pathToFileURL(path.join(root, 'apps/server/dist/test/faults/cli.js')).href);
