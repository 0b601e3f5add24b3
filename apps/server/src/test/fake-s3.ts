import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { etagOf, type StoredObject } from '../lib/object-storage/object-storage.js';
import { sha256Hex, signV4 } from '../lib/object-storage/sigv4.js';

export interface FakeS3Request {
  method: string;
  key: string;
  status: number;
}

export interface FakeS3 {
  /** Path-style endpoint, like `http://127.0.0.1:9000` for MinIO. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds, by key. */
  objects: Map<string, StoredObject>;
  /** Every request, answered or refused, in order. */
  requests: FakeS3Request[];
  /** The MEDIA_S3_* variables that point a server at this bucket. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** S3 refuses requests signed more than 15 minutes away from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

function s3Error(response: http.ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * Why a request's authentication fails, or null when it holds: the Authorization header's shape,
 * its credential and scope, the signed headers S3 requires, the body against x-amz-content-sha256,
 * the clock, and the signature recomputed from what actually arrived (so a header fetch rewrote or
 * a path encoded differently from what was signed is caught, not only a wrong key).
 */
function authenticationProblem(
  request: http.IncomingMessage,
  body: Buffer,
  s3: Pick<FakeS3, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): string | null {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, day, region, signedHeaderList] = match;
  if (accessKeyId !== s3.accessKeyId) return 'InvalidAccessKeyId';
  const signedHeaders = signedHeaderList!.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => signedHeaders.includes(name))) {
    return 'AuthorizationHeaderMalformed';
  }
  const contentHash = request.headers['x-amz-content-sha256'];
  if (contentHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const date = AMZ_DATE.exec(String(request.headers['x-amz-date'] ?? ''));
  if (!date) return 'AccessDenied';
  const [, y, mo, d, h, mi, s] = date;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  if (`${y}${mo}${d}` !== day || region !== s3.region) return 'AuthorizationHeaderMalformed';
  if (Math.abs(Date.now() - at.getTime()) > MAX_SKEW_MS) return 'RequestTimeTooSkewed';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    if (name === 'host' || name === 'x-amz-date') continue;
    const value = request.headers[name];
    if (value === undefined) return 'AccessDenied';
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const expected = signV4(
    {
      method: request.method!,
      url: new URL(request.url!, `http://${request.headers.host}`),
      headers,
      payloadHash: contentHash,
    },
    { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' },
    at,
  );
  const given = request.headers.authorization!.replace(/, ?/g, ', ');
  return expected.authorization === given ? null : 'SignatureDoesNotMatch';
}

/** A path-style S3 bucket on loopback (never the internet): PUT, GET and DELETE object. */
export async function startFakeS3(bucket = 'krishi-media'): Promise<FakeS3> {
  const s3 = {
    bucket,
    region: 'ap-south-1',
    accessKeyId: 'AKIAFAKES3LOOPBACK01',
    secretAccessKey: 'fake/secret+key/for/the/loopback/bucket',
  };
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url!, 'http://fake').pathname;
      const prefix = `/${bucket}/`;
      const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : '';
      const answer = (status: number) => requests.push({ method: request.method!, key, status });
      const problem = authenticationProblem(request, body, s3);
      if (problem) {
        answer(403);
        return s3Error(response, 403, problem);
      }
      if (!key) {
        answer(404);
        return s3Error(response, 404, 'NoSuchBucket');
      }
      if (request.method === 'PUT') {
        const stored = {
          bytes: body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          etag: etagOf(body),
        };
        objects.set(key, stored);
        answer(200);
        response.writeHead(200, { etag: stored.etag });
        return response.end();
      }
      if (request.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          answer(404);
          return s3Error(response, 404, 'NoSuchKey');
        }
        answer(200);
        response.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.bytes.length,
          etag: found.etag,
        });
        return response.end(found.bytes);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        answer(204);
        response.writeHead(204);
        return response.end();
      }
      answer(405);
      s3Error(response, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...s3,
    endpoint,
    objects,
    requests,
    env: () => ({
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_REGION: s3.region,
      MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      MEDIA_S3_PATH_STYLE: 'true',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
