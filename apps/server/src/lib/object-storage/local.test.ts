import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStorage } from './local.js';

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-objects-'));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('local object storage', () => {
  it('keeps an object as a file at its key under the root, and reads it back with its type', async () => {
    const storage = localObjectStorage(root);
    const bytes = Buffer.from('a picture');
    await storage.put('uploads/w320/abc.webp', bytes, 'image/webp');
    expect((await fs.readFile(path.join(root, 'uploads', 'w320', 'abc.webp'))).equals(bytes)).toBe(true);
    const read = await storage.get('uploads/w320/abc.webp');
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(read?.contentType).toBe('image/webp');
    expect(read?.etag).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`);
  });

  it('reads a file written there before the port existed', async () => {
    await fs.mkdir(path.join(root, 'profiles'), { recursive: true });
    await fs.writeFile(path.join(root, 'profiles', 'old.webp'), 'stored by an earlier version');
    expect((await localObjectStorage(root).get('profiles/old.webp'))?.bytes.toString()).toBe(
      'stored by an earlier version',
    );
  });

  it('leaves no partial file beside the object', async () => {
    await localObjectStorage(root).put('uploads/whole.webp', Buffer.alloc(100_000), 'image/webp');
    expect(await fs.readdir(path.join(root, 'uploads'))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('reads a missing key, or one that names a folder, as null', async () => {
    const storage = localObjectStorage(root);
    expect(await storage.get('uploads/nothing.webp')).toBeNull();
    expect(await storage.get('uploads')).toBeNull();
  });

  it('deletes an object, and deleting it again is no error', async () => {
    const storage = localObjectStorage(root);
    await storage.put('profiles/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('profiles/gone.webp');
    expect(await storage.get('profiles/gone.webp')).toBeNull();
    await expect(storage.delete('profiles/gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../outside.webp', 'uploads/../../db', '/etc/passwd', 'uploads//x', '.hidden', 'a\\b', ''])(
    'refuses the key %j instead of touching a file outside its folder',
    async (key) => {
      await expect(localObjectStorage(root).get(key)).rejects.toThrow(/Invalid object key/);
    },
  );
});
