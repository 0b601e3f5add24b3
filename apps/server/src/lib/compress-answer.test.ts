import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswer, COMPRESS_AT_ONCE_MAX_BYTES } from './compress-answer.js';

/** A cart's answer as JSON, of a little under `bytes`: no run of it repeats, as a real answer's does not. */
function answerOf(bytes: number): string {
  const lines = [];
  for (let i = 0; Buffer.byteLength(JSON.stringify(lines)) < bytes - 100; i++) {
    lines.push({
      id: i * 7919,
      name: `ಟೊಮೆಟೊ ಬೀಜ ${(i * 104_729) % 9973}`,
      price: 45_000 + i * 13,
      quantity: (i % 9) + 1,
    });
  }
  return JSON.stringify(lines);
}

describe('an answer compressed at once', () => {
  const app = Fastify();
  app.addHook('onSend', compressAnswer);
  app.get('/answer/:bytes', async (request, reply) => {
    const { bytes } = request.params as { bytes: string };
    return reply.type('application/json').send(answerOf(Number(bytes)));
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it.each([1_500, 5_000, 40_000, COMPRESS_AT_ONCE_MAX_BYTES])(
    'reads back whole from gzip and from brotli at %i bytes',
    async (bytes) => {
      const plain = answerOf(bytes);
      const gzip = await app.inject({ url: `/answer/${bytes}`, headers: { 'accept-encoding': 'gzip' } });
      const br = await app.inject({ url: `/answer/${bytes}`, headers: { 'accept-encoding': 'br, gzip' } });

      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    },
  );
});
