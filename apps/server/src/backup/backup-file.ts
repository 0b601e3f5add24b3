import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupFormatError } from './format.js';

/**
 * Writes lines (one, or several joined by newlines) to a gzip'd file that appears under its name only once complete: a backup cut
 * short (a full disk, a killed process) never sits where a good one is expected.
 */
export async function writeLines(file: string, produce: (write: (line: string) => Promise<void>) => Promise<void>) {
  await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  // The fastest level: a backup is mostly repeated JSON keys, which it already shrinks sevenfold.
  const gzip = zlib.createGzip({ level: zlib.constants.Z_BEST_SPEED });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const failed = new Promise<never>((_, reject) => {
    gzip.once('error', reject);
    out.once('error', reject);
  });
  // Rejections are read below; until then this keeps an early one from being unhandled.
  failed.catch(() => {});
  try {
    await produce(async (line) => {
      if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), failed]);
    });
    gzip.end();
    await Promise.race([finished(out), failed]);
    await fsp.rename(partial, file);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

/** The lines of a gzip'd file, one at a time; a file that does not unzip is a damaged backup. */
export async function* readLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line) yield line;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupFormatError(`${file} is not a gzip'd Krishi backup, or is damaged (${(error as Error).message})`);
    }
    throw error;
  } finally {
    lines.close();
    input.destroy();
  }
}
