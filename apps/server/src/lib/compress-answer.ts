import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './send-cached.js';

/** Below this, compressing costs more than the bytes it saves (as @fastify/compress's threshold). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this, an answer is compressed in one call on the request's own thread: 20-60 µs for a
 * cart's 3 KB. @fastify/compress turns every answer into a stream piped through zlib, and that
 * machinery, not the compression, was some 6 % of a cart save's CPU. A larger answer still goes
 * that way, where the deflating itself runs off the main thread.
 */
export const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;
/** @fastify/compress's test of a compressible type, without octet-stream: binaries seldom shrink. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;
/** @fastify/compress's brotli level for answers made per request: near gzip's speed, smaller. */
const BROTLI_QUALITY = 4;

/**
 * The compression window an answer needs: no larger than the answer. zlib's default 32 KB window
 * (and brotli's 4 MB) take longer to set up than a 3 KB cart takes to compress: 79 µs against
 * 20 µs for a gzip of 5 KB on this machine. Any reader decodes any window up to the format's.
 */
function windowBits(size: number): number {
  return Math.min(15, Math.max(10, Math.ceil(Math.log2(size))));
}

/**
 * An onSend hook: a string or buffer answer of COMPRESS_MIN_BYTES to COMPRESS_AT_ONCE_MAX_BYTES
 * goes compressed, whole, with its length, in the best encoding the client takes (brotli, then
 * gzip). Anything else passes untouched to @fastify/compress, which skips what is already encoded.
 */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  done(null, compressed(request, reply, payload) ?? payload);
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Buffer | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  if (reply.getHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return undefined;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return undefined;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESS_MIN_BYTES || size > COMPRESS_AT_ONCE_MAX_BYTES) return undefined;
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  if (!encoding) return undefined;
  const body =
    encoding === 'br'
      ? brotliCompressSync(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
            [constants.BROTLI_PARAM_LGWIN]: windowBits(size),
          },
        })
      : gzipSync(payload, { windowBits: windowBits(size) });
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' && /\baccept-encoding\b/i.test(vary);
  if (!varies) reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return body;
}
