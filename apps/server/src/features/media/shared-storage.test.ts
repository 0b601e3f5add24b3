import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductChangedResponse, userProfileResponse, type ProfileInput } from '@krishi/contract';
import app from '../../app.js';
import { loadEnv } from '../../env.js';
import { serverOptions } from '../../server-options.js';
import { adminEnv, api, operator, type Operator } from '../../test/admin.js';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';

/**
 * Two server processes on different hosts share the database and the bucket, and nothing else:
 * `first` is the one the uploads go through, `second` another instance with a disk of its own.
 */
let s3: FakeS3;
let first: TestApp;
let second: FastifyInstance;
let secondDataDir: string;
let admin: Operator;
let productId: number;

/** Another instance of the app over the same database, with its own DATA_DIR and these settings. */
async function anotherProcess(dataDir: string, env: Record<string, string>): Promise<FastifyInstance> {
  const settings = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...adminEnv, ...env });
  const instance = Fastify(serverOptions(settings, false));
  await instance.register(app, { env: settings, database: first.database });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  s3 = await startFakeS3();
  first = await buildTestApp({ products: 5, env: { ...adminEnv, ...s3.env() } });
  secondDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-second-host-'));
  second = await anotherProcess(secondDataDir, s3.env());
  admin = await operator(first);
  const [row] = await first.database.rawTransaction((tx) =>
    tx.query<{ id: number }>("SELECT id FROM products WHERE status = 'ACTIVE' ORDER BY id LIMIT 1"),
  );
  productId = row!.id;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  await fs.rm(secondDataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a7a3b' } })
    .toFormat(format)
    .toBuffer();

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function uploadProductPicture(through: FastifyInstance, bytes: Buffer) {
  const body = await multipart({ image: new Blob([bytes], { type: 'image/png' }) });
  return through.inject({
    method: 'POST',
    url: api(`/products/${productId}/images`),
    payload: body.payload,
    headers: { ...admin.headers, 'content-type': body.contentType },
  });
}

const profile = (phoneNumber: string): ProfileInput => ({
  firstName: 'Asha',
  lastName: 'Gowda',
  gender: 'FEMALE',
  userType: 'FARMER',
  phoneNumber,
  addressEntity: {
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    addressLine1: 'Near the temple',
    pinCode: '571428',
  },
});

async function productImages(): Promise<string[]> {
  const [row] = await first.database.rawTransaction((tx) =>
    tx.query<{ images: string[] }>('SELECT images FROM products WHERE id = $1', [productId]),
  );
  return row!.images;
}

describe('uploaded media on S3-compatible storage', () => {
  it('serves a catalogue picture uploaded through one process from another, resized', async () => {
    const upload = await uploadProductPicture(first.app, await picture(900, 600));
    expect(upload.statusCode, upload.body).toBe(200);
    const key = adminProductChangedResponse.parse(upload.json()).data.images.at(-1)!;
    expect(key).toMatch(/^uploads\/[a-f0-9]{64}$/);

    const served = await second.inject({ method: 'GET', url: `/media/${key}?w=320` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    // The width drawn by the second process is kept in the bucket, for every process after it.
    const name = key.slice('uploads/'.length);
    expect([...s3.objects.keys()]).toEqual(
      expect.arrayContaining([`uploads/${name}.webp`, `uploads/w320/${name}.webp`]),
    );
    const fromFirst = await first.app.inject({ method: 'GET', url: `/media/${key}?w=320` });
    expect(fromFirst.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('serves a profile picture saved through one process from another', async () => {
    const phone = '9200000001';
    const { authToken } = await logIn(first, phone);
    const body = await multipart({
      userDtoJsonString: JSON.stringify(profile(phone)),
      image: new Blob([await picture(800, 600, 'jpeg')], { type: 'image/jpeg' }),
    });
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/save',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...bearer(authToken) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { imageUrl } = userProfileResponse.parse(saved.json()).data;
    expect(imageUrl).toMatch(/^\/media\/profiles\/[a-f0-9]{64}\.webp$/);

    const served = await second.inject({ method: 'GET', url: imageUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it("keeps uploads off every host's own disk", async () => {
    for (const dataDir of [first.dataDir, secondDataDir]) {
      for (const folder of ['uploads', 'profiles']) {
        await expect(fs.access(path.join(dataDir, 'media', folder))).rejects.toThrow();
      }
    }
  });

  it('answers 404 for a picture no process stored', async () => {
    for (const url of [`/media/uploads/${'a'.repeat(64)}?w=320`, `/media/profiles/${'b'.repeat(64)}.webp`]) {
      expect((await second.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('leaves the product as it was when the bucket refuses the upload', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-wrong-key-'));
    const wrongKey = await anotherProcess(dataDir, {
      ...s3.env(),
      MEDIA_S3_SECRET_ACCESS_KEY: 'not-the-bucket-secret',
    });
    try {
      const before = await productImages();
      const upload = await uploadProductPicture(wrongKey, await picture(700, 500));
      expect(upload.statusCode).toBe(500);
      expect(upload.json()).toMatchObject({ message: expect.any(String) });
      expect(upload.body).not.toContain('not-the-bucket-secret');
      expect(await productImages()).toEqual(before);
    } finally {
      await wrongKey.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
