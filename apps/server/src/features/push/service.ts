import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { PushMessage } from '@krishi/contract';
import type { Env } from '../../env.js';
import { loadVapidKeys, type VapidKeys } from './keys.js';
import { isPushServiceEndpoint } from '../../lib/push-service-hosts.js';
import type { PushRepository } from './repository.js';

export interface PushServiceOptions {
  keys: VapidKeys;
  subject: string;
  /** The push services it may post to (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
  repository: PushRepository;
  log: FastifyBaseLogger;
}

export interface PushOutcome {
  /** Browsers the push service accepted the message for. */
  sent: number;
  /** Subscriptions the push service no longer knows (404/410), now deleted. */
  removed: number;
  /** Deliveries that failed for another reason (kept, logged). */
  failed: number;
}

/** A notification older than a day is news no more: push services drop it after that. */
const TTL_SECONDS = 24 * 60 * 60;
/** A slow push service must not hold an order event for long. */
const TIMEOUT_MS = 10_000;

/**
 * Sends notifications to every browser a user subscribed with, through the push services
 * (web-push: VAPID-signed, aes128gcm-encrypted). Never throws for a delivery: order events call
 * it and must not fail because a phone is gone.
 */
export function pushService({ keys, subject, hosts, repository, log }: PushServiceOptions) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,

    async notifyUser(userId: number, message: PushMessage): Promise<PushOutcome> {
      // Subscriptions stored before the push service list was, or since it was narrowed, get nothing.
      const subscriptions = (await repository.forUser(userId, new Date())).filter((subscription) =>
        isPushServiceEndpoint(subscription.endpoint, hosts),
      );
      const payload = JSON.stringify(message);
      const gone: string[] = [];
      let sent = 0;
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            await webPush.sendNotification(subscription, payload, {
              vapidDetails,
              TTL: TTL_SECONDS,
              timeout: TIMEOUT_MS,
            });
            sent++;
          } catch (error) {
            if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
              gone.push(subscription.endpoint);
            } else {
              log.warn({ err: error, userId }, 'push delivery failed');
            }
          }
        }),
      );
      await repository.remove(gone);
      return { sent, removed: gone.length, failed: subscriptions.length - sent - gone.length };
    },
  };
}

export type PushService = ReturnType<typeof pushService>;

/** The push service of a server: its VAPID keys (made on first start) and the subscriptions table. */
export async function createPushService(
  env: Env,
  repository: PushRepository,
  log: FastifyBaseLogger,
): Promise<PushService> {
  return pushService({
    keys: await loadVapidKeys(env),
    subject: env.VAPID_SUBJECT,
    hosts: env.PUSH_SERVICE_HOSTS,
    repository,
    log,
  });
}
