import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetCodes } from '../../db/schema.js';
import { loggerOptions } from '../../logger.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';

let t: TestApp;
let refusing: net.Server;
const logLines: string[] = [];

/** An SMTP server that hangs up at once: every mail fails. */
beforeAll(async () => {
  refusing = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const { port } = refusing.address() as net.AddressInfo;
  t = await buildTestApp({
    seed: false,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    logger: loggerOptions('info', { write: (line) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => refusing.close(resolve));
});

describe('a reset mail that cannot be sent', () => {
  it('answers as usual, leaves no usable code and logs the failure without the mail', async () => {
    const phone = '9400000001';
    const email = 'undeliverable@example.in';
    const session = await logIn(t, phone);
    const profile = {
      firstName: 'Asha',
      lastName: 'Gowda',
      gender: 'FEMALE',
      userType: 'FARMER',
      phoneNumber: phone,
      email,
      addressEntity: { state: 'Karnataka', district: 'Mandya' },
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/save',
      headers: bearer(session.authToken),
      payload: { userDtoJsonString: JSON.stringify(profile) },
    });

    const response = await t.app.inject({ method: 'POST', url: '/auth/forgotPassword', payload: { email } });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(logLines.join('')).toContain('sending a reset code failed'), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const codes = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.email, email));
      expect(codes).toEqual([]);
    });
    expect(logLines.join('')).not.toMatch(/\d{6} is your Krishi password reset code/);
  });
});
