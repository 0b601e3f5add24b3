import { createHash, createHmac } from 'node:crypto';

/** Who signs, and for which region and service (`s3` for object storage). */
export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers sent and signed besides host and x-amz-date (which the signer adds). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or `UNSIGNED-PAYLOAD`); S3 also wants it sent as x-amz-content-sha256. */
  payloadHash: string;
}

export const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/**
 * RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, and '/' too unless
 * it separates path segments. encodeURIComponent leaves `!'()*` alone, which SigV4 does not.
 */
export function uriEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

/** `20130524T000000Z`: the x-amz-date form of an instant. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * S3's canonical URI: each segment encoded exactly once, no dot-segment normalisation (an object
 * key is not a file path). The URL parser leaves some characters raw (`$`) and has encoded others:
 * each segment is decoded and encoded again so both come out the one way S3 computes them.
 */
function canonicalUri(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * Signs a request with AWS Signature Version 4 in the Authorization header, and answers every
 * header to send with it (the caller's, x-amz-date and authorization; fetch sets host itself from
 * the URL, which is the host signed here).
 */
export function signV4(request: RequestToSign, key: SigningKey, at: Date): Record<string, string> {
  const timestamp = amzDate(at);
  const day = timestamp.slice(0, 8);
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  headers.set('host', request.url.host);
  headers.set('x-amz-date', timestamp);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = [ALGORITHM, timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const sent: Record<string, string> = { ...request.headers, 'x-amz-date': timestamp };
  sent.authorization = `${ALGORITHM} Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return sent;
}
