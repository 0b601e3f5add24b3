import { assertObjectKey, etagOf, type ObjectStorage } from './object-storage.js';
import { sha256Hex, signV4, uriEncode } from './sigv4.js';

export interface S3Config {
  /** An origin: `https://s3.ap-south-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) instead of `bucket.endpoint/key` (AWS's default). */
  pathStyle: boolean;
  /** How long one call may take before it fails (a hung store must not hold requests forever). */
  timeoutMs?: number;
}

/** A call the store refused or failed: the status and S3's error code, never the credentials. */
export class ObjectStorageError extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 ${operation} ${key} failed: ${status} ${code}`);
    this.name = 'ObjectStorageError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** S3's error bodies are XML with a <Code>; anything else is reported by its status alone. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? response.statusText;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...): PUT, GET and DELETE
 * object over fetch, each signed with SigV4 and its body hash, so every server process sees what
 * any of them stored.
 */
export function s3ObjectStorage(config: S3Config): ObjectStorage {
  const endpoint = new URL(config.endpoint);
  const key = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  };
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function urlOf(objectKey: string): URL {
    assertObjectKey(objectKey);
    const url = new URL(endpoint.origin);
    if (config.pathStyle) {
      url.pathname = `/${uriEncode(config.bucket)}/${uriEncode(objectKey, true)}`;
    } else {
      url.hostname = `${config.bucket}.${endpoint.hostname}`;
      url.pathname = `/${uriEncode(objectKey, true)}`;
    }
    return url;
  }

  async function send(method: string, objectKey: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = urlOf(objectKey);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (contentType) headers['content-type'] = contentType;
    return fetch(url, {
      method,
      headers: signV4({ method, url, headers, payloadHash }, key, new Date()),
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async put(objectKey, bytes, contentType) {
      const response = await send('PUT', objectKey, bytes, contentType);
      if (!response.ok) throw new ObjectStorageError('PUT', objectKey, response.status, await errorCode(response));
      await response.body?.cancel();
    },

    async get(objectKey) {
      const response = await send('GET', objectKey);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new ObjectStorageError('GET', objectKey, response.status, await errorCode(response));
      const bytes = Buffer.from(await response.arrayBuffer());
      return {
        bytes,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        etag: response.headers.get('etag') ?? etagOf(bytes),
      };
    },

    async delete(objectKey) {
      const response = await send('DELETE', objectKey);
      // S3 answers 204 whether or not the key existed; other stores may say 404.
      if (!response.ok && response.status !== 404) {
        throw new ObjectStorageError('DELETE', objectKey, response.status, await errorCode(response));
      }
      await response.body?.cancel();
    },
  };
}
