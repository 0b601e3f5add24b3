import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailFromEnv } from './mail.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-mail-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const message = { to: 'asha@example.in', subject: 'Your code', text: '123456 is your code.', code: '123456' };
const at = new Date('2026-05-01T08:00:00Z');
const config = { NODE_ENV: 'test' as const, MAIL_FROM: 'Krishi <no-reply@krishi.test>', ALLOW_OUTBOX_MAIL: false };

/** A one-connection SMTP server that keeps the DATA of each message it is given. */
async function fakeSmtp(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox mail adapter', () => {
  it('appends each message to DATA_DIR/outbox/mail.jsonl as one JSON line', async () => {
    const mail = mailFromEnv({ ...config, dataDir });
    await mail.send(message, at);
    await mail.send({ ...message, code: '654321' }, at);
    const lines = (await fs.readFile(path.join(dataDir, 'outbox', 'mail.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { ...message, at: at.toISOString() },
      { ...message, code: '654321', at: at.toISOString() },
    ]);
  });

  it('refuses to start in production unless allowed', () => {
    expect(() => mailFromEnv({ ...config, NODE_ENV: 'production', dataDir })).toThrow(/ALLOW_OUTBOX_MAIL/);
  });

  it('starts in production when explicitly allowed', () => {
    expect(mailFromEnv({ ...config, NODE_ENV: 'production', ALLOW_OUTBOX_MAIL: true, dataDir })).toHaveProperty('send');
  });
});

describe('the SMTP mail adapter', () => {
  it('is used when SMTP_URL is set, in production too, and writes no outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const mail = mailFromEnv({ ...config, NODE_ENV: 'production', SMTP_URL: smtp.url, dataDir });
      await mail.send(message, at);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: asha@example.in');
      expect(smtp.received[0]).toContain('Subject: Your code');
      expect(smtp.received[0]).toContain('123456 is your code.');
      await expect(fs.access(path.join(dataDir, 'outbox', 'mail.jsonl'))).rejects.toThrow();
    } finally {
      await smtp.close();
    }
  });
});
