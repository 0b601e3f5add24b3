import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.js';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { mediaStorage } from './from-env.js';

let s3: FakeS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-media-env-'));
});

afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const envWith = (vars: Record<string, string>) => loadEnv({ DATA_DIR: dataDir, ...vars });

describe('choosing where uploaded media is kept', () => {
  it('keeps media in DATA_DIR/media when no bucket is configured, as before', async () => {
    await mediaStorage(envWith({})).put('profiles/local.webp', Buffer.from('on this host'), 'image/webp');
    expect(await fs.readFile(path.join(dataDir, 'media', 'profiles', 'local.webp'), 'utf8')).toBe('on this host');
  });

  it('keeps media in the bucket when MEDIA_S3_ENDPOINT and its settings are given', async () => {
    await mediaStorage(envWith(s3.env())).put('profiles/shared.webp', Buffer.from('in the bucket'), 'image/webp');
    expect(s3.objects.get('profiles/shared.webp')?.bytes.toString()).toBe('in the bucket');
    await expect(fs.access(path.join(dataDir, 'media', 'profiles', 'shared.webp'))).rejects.toThrow();
  });

  it('refuses to start with an endpoint but no bucket or keys', () => {
    expect(() => mediaStorage(envWith({ MEDIA_S3_ENDPOINT: s3.endpoint }))).toThrow(
      'MEDIA_S3_ENDPOINT needs MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY',
    );
  });

  it('refuses to start with a bucket but no endpoint, rather than quietly using the local disk', () => {
    const withoutEndpoint = Object.fromEntries(
      Object.entries(s3.env()).filter(([name]) => name !== 'MEDIA_S3_ENDPOINT'),
    );
    expect(() => mediaStorage(envWith(withoutEndpoint))).toThrow(/need MEDIA_S3_ENDPOINT/);
  });

  it.each([
    ['MEDIA_S3_ENDPOINT', 'ftp://s3.example.in', 'MEDIA_S3_ENDPOINT must be an http(s):// origin'],
    ['MEDIA_S3_ENDPOINT', 'https://s3.example.in/some/path', 'MEDIA_S3_ENDPOINT must be an http(s):// origin'],
    ['MEDIA_S3_BUCKET', 'Krishi_Media', 'MEDIA_S3_BUCKET must be an S3 bucket name'],
    ['MEDIA_S3_PATH_STYLE', 'yes', 'MEDIA_S3_PATH_STYLE must be true or false'],
  ])('names the problem when %s is %j', (name, value, message) => {
    expect(() => envWith({ [name]: value })).toThrow(message);
  });
});
