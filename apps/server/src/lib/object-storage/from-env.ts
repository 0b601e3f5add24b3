import path from 'node:path';
import type { Env } from '../../env.js';
import { localObjectStorage } from './local.js';
import type { ObjectStorage } from './object-storage.js';
import { s3ObjectStorage } from './s3.js';

/**
 * Where uploaded pictures are kept. With MEDIA_S3_ENDPOINT, an S3-compatible bucket that every
 * server process shares; without it, DATA_DIR/media on this host (the layout the server has always
 * used, so existing pictures keep being served). A half-configured bucket stops the start: a
 * typo must not quietly put pictures on one host's disk.
 */
export function mediaStorage(env: Env): ObjectStorage {
  const {
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  if (!endpoint) {
    if (bucket || accessKeyId || secretAccessKey) {
      throw new Error('MEDIA_S3_BUCKET and its keys need MEDIA_S3_ENDPOINT, the address of the S3-compatible store');
    }
    return localObjectStorage(path.join(env.dataDir, 'media'));
  }
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('MEDIA_S3_ENDPOINT needs MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY');
  }
  return s3ObjectStorage({
    endpoint,
    bucket,
    region: env.MEDIA_S3_REGION,
    accessKeyId,
    secretAccessKey,
    pathStyle: env.MEDIA_S3_PATH_STYLE,
  });
}
