import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, etagOf, type ObjectStorage } from './object-storage.js';

/** Files keep no metadata, so the type comes back from the key's extension. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.json': 'application/json',
};

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Objects as files under `root`, one file per key at its path: what one host needs. */
export function localObjectStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader (another request, another process) never sees half a file.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },

    async get(key) {
      const file = fileOf(key);
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        bytes,
        contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        etag: etagOf(bytes),
      };
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
