import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { ObjectStorageError, s3ObjectStorage, type S3Config } from './s3.js';
import { amzDate, sha256Hex } from './sigv4.js';

let s3: FakeS3;
let config: S3Config;

beforeAll(async () => {
  s3 = await startFakeS3();
  config = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    pathStyle: true,
  };
});

afterAll(async () => {
  await s3.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('S3-compatible object storage', () => {
  it('stores an object and reads back its bytes, type and MD5 entity tag', async () => {
    const storage = s3ObjectStorage(config);
    const bytes = Buffer.from('RIFF....WEBPVP8 a picture');
    await storage.put('uploads/w320/abc.webp', bytes, 'image/webp');
    expect(s3.objects.get('uploads/w320/abc.webp')?.bytes.equals(bytes)).toBe(true);
    const read = await storage.get('uploads/w320/abc.webp');
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(read?.contentType).toBe('image/webp');
    expect(read?.etag).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`);
  });

  it('reads a key nothing was stored under as null', async () => {
    expect(await s3ObjectStorage(config).get('profiles/never-stored.webp')).toBeNull();
  });

  it('deletes an object, and deleting it again is no error', async () => {
    const storage = s3ObjectStorage(config);
    await storage.put('profiles/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('profiles/gone.webp');
    expect(await storage.get('profiles/gone.webp')).toBeNull();
    await expect(storage.delete('profiles/gone.webp')).resolves.toBeUndefined();
  });

  it('reports a store that refuses the key by status and S3 code, never the secret', async () => {
    const storage = s3ObjectStorage({ ...config, secretAccessKey: 'not-the-secret' });
    const failure = await storage.put('uploads/refused.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ObjectStorageError);
    expect((failure as ObjectStorageError).message).toBe(
      'S3 PUT uploads/refused.webp failed: 403 SignatureDoesNotMatch',
    );
    expect(s3.objects.has('uploads/refused.webp')).toBe(false);
  });

  it('gives up on a store that does not answer within the timeout', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const storage = s3ObjectStorage({ ...config, endpoint, timeoutMs: 200 });
      await expect(storage.get('uploads/slow.webp')).rejects.toThrow(/timeout|aborted/i);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('addresses the bucket as a subdomain of the endpoint unless path style is asked for', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      urls.push(url.toString());
      return new Response(null, { status: 200 });
    });
    const aws = { ...config, endpoint: 'https://s3.ap-south-1.amazonaws.com', pathStyle: false };
    await s3ObjectStorage(aws).put('uploads/a.webp', Buffer.from('x'), 'image/webp');
    await s3ObjectStorage({ ...aws, pathStyle: true }).put('uploads/a.webp', Buffer.from('x'), 'image/webp');
    expect(urls).toEqual([
      'https://krishi-media.s3.ap-south-1.amazonaws.com/uploads/a.webp',
      'https://s3.ap-south-1.amazonaws.com/krishi-media/uploads/a.webp',
    ]);
  });

  it('refuses a key that could climb out of its folder before sending anything', async () => {
    const storage = s3ObjectStorage(config);
    const before = s3.requests.length;
    await expect(storage.get('uploads/../db')).rejects.toThrow(/Invalid object key/);
    expect(s3.requests.length).toBe(before);
  });
});

describe('the fake bucket the API tests run against', () => {
  async function unsignedPut(headers: Record<string, string>, body: string) {
    return fetch(`${s3.endpoint}/${s3.bucket}/uploads/forged.webp`, { method: 'PUT', headers, body });
  }

  it('refuses a request without a SigV4 Authorization header', async () => {
    const response = await unsignedPut({ 'x-amz-content-sha256': sha256Hex('x') }, 'x');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AuthorizationHeaderMalformed</Code>');
  });

  it('refuses a body other than the one x-amz-content-sha256 names', async () => {
    const response = await unsignedPut(
      {
        'x-amz-content-sha256': sha256Hex('the signed body'),
        'x-amz-date': amzDate(new Date()),
        authorization: `AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/${amzDate(new Date()).slice(0, 8)}/${s3.region}/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
      },
      'another body',
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect(s3.objects.has('uploads/forged.webp')).toBe(false);
  });
});
