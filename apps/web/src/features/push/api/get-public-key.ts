import { pushPublicKeyResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `GET /api/push/public-key`: the server's VAPID key, which the browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  return pushPublicKeyResponse.parse(await api('/api/push/public-key', { public: true })).data.publicKey;
}
