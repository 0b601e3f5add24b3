// Installs the workspace's packages when they are missing or package-lock.json changed since the
// last install. Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = path.join(root, 'package-lock.json');
const modulesDir = path.join(root, 'node_modules');
// Inside node_modules, so deleting node_modules also forgets the install.
const stampFile = path.join(modulesDir, '.krishi-install-stamp');

function lockHash() {
  return createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
}

/** Runs a command in the repository root with inherited output; exits the process on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const how = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    console.error(`\n${command} ${args.join(' ')} failed (${how}).`);
    process.exit(result.status || 1);
  }
}

export function ensureInstall() {
  const hash = lockHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash) return;
  // `npm install`, not `npm ci`: it installs the locked versions just the same and keeps what is
  // already installed, where `npm ci` deletes node_modules first.
  console.log('Installing packages (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
  fs.writeFileSync(stampFile, lockHash() + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureInstall();
