import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import errors from './errors.js';

describe('the error handler', () => {
  it('logs a server failure in full but tells the client only its message and code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    await app.register(errors);
    app.get('/boom', async () => {
      throw new Error('connection to database lost at db.internal:5432');
    });
    await app.ready();

    const response = await app.inject({ method: 'GET', url: '/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.internal, code: 'internal' });
    expect(response.body).not.toContain('db.internal');
    expect(response.body).not.toContain('stack');
    const logged = lines.map((l) => JSON.parse(l) as { err?: { message: string; stack: string } });
    expect(logged.some((l) => l.err?.message.includes('db.internal') && l.err.stack.includes('errors.test'))).toBe(
      true,
    );
    await app.close();
  });
});
