import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptSecret } from './kept-secret.js';

let dir: string;
beforeEach(async () => {
  dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kept-secret-')), 'keys');
});
afterEach(async () => {
  await fs.rm(path.dirname(dir), { recursive: true, force: true });
});

const readNumber = async (file: string) => {
  try {
    return (JSON.parse(await fs.readFile(file, 'utf8')) as { n: number }).n;
  } catch {
    return undefined;
  }
};

describe('a secret the server keeps in its data folder', () => {
  it('is made on first start and read back on the next', async () => {
    const first = await keptSecret(dir, 'test', () => ({ n: 1 }), readNumber);
    const second = await keptSecret(dir, 'test', () => ({ n: 2 }), readNumber);
    expect([first, second]).toEqual([1, 1]);
  });

  it('is the same for processes that start at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) => keptSecret(dir, 'test', () => ({ n: i + 1 }), readNumber)),
    );
    expect(new Set(all).size).toBe(1);
    expect(await fs.readdir(dir)).toEqual(['test.json']);
  });

  it('is readable by its owner only', async () => {
    await keptSecret(dir, 'test', () => ({ n: 1 }), readNumber);
    expect((await fs.stat(path.join(dir, 'test.json'))).mode & 0o077).toBe(0);
  });
});
