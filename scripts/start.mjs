// `npm start`: install what is missing, build what changed, then run the server, which migrates,
// seeds an empty database and serves the storefront, API, media and docs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
ensureBuilt();

// Values already in the environment win over the file.
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const port = process.env.PORT || '3000';

// The server prints JSON logs; a person wants the address on a line of its own, printed once the
// port answers so that it is true when it appears.
const probe = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/metadata/languages`).then(
    () => {
      clearInterval(probe);
      console.log(`\n  Krishi storefront: http://localhost:${port}   (API docs: http://localhost:${port}/api/docs)\n`);
    },
    () => {},
  );
}, 500);
probe.unref();

// Run in this process rather than as a child: SIGINT and SIGTERM then reach the server's own
// graceful shutdown exactly once, with no forwarding that could deliver a signal twice.
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
