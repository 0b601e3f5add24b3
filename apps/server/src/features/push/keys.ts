import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { Env } from '../../env.js';
import { keptSecret } from '../../lib/kept-secret.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  try {
    return storedKeys.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} does not hold a VAPID key pair; delete it to have a new pair made`, { cause: error });
  }
}

/**
 * The server's VAPID key pair: from the environment when set, else from DATA_DIR/keys/vapid.json,
 * made on first start. Browsers subscribe with the public key, so it must never change under
 * them: two processes starting at once on one DATA_DIR agree on the first pair written (the
 * file appears whole, by a hard link, or not at all).
 */
export async function loadVapidKeys(env: Env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  return keptSecret(path.join(env.dataDir, 'keys'), 'vapid', () => webPush.generateVAPIDKeys(), readKeys);
}
