import fs from 'node:fs/promises';
import path from 'node:path';

/** Rendered images live here, one file per key and width, so each is drawn and encoded once. */
export function mediaCacheDir(dataDir: string): string {
  return path.join(dataDir, 'media', 'cache');
}

/** Image keys name catalogue rows by id; a new catalogue makes every rendered file stale. */
export async function clearMediaCache(dataDir: string): Promise<void> {
  await fs.rm(mediaCacheDir(dataDir), { recursive: true, force: true });
}
