import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the server makes once and keeps in the data folder (`keys/<name>.json`, readable by
 * its owner only): what `read` finds there, or else `make()`'s, written so that of several
 * processes starting at once exactly one file wins and every process reads that one. The
 * content goes to a temporary file first and is hard-linked into place, which fails for all but
 * the first.
 */
export async function keptSecret<T>(
  dir: string,
  name: string,
  make: () => unknown,
  read: (file: string) => Promise<T | undefined>,
): Promise<T> {
  const file = path.join(dir, `${name}.json`);
  const existing = await read(file);
  if (existing) return existing;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${name}-${randomUUID()}.json`);
  await fs.writeFile(temporary, JSON.stringify(make()), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return (await read(file))!;
}
