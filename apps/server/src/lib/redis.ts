import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** The Redis every server process shares (REDIS_URL): rate-limit counters and change announcements. */
export interface SharedRedis {
  /**
   * For commands. While Redis is unreachable a command fails at once instead of waiting in a
   * queue, so an outage never holds a request: callers fail open and say so.
   */
  client: Redis;
  /** A key or channel name under this deployment's prefix. */
  key(name: string): string;
  /** Hears every message on a channel, again after a reconnection (a connection of its own). */
  subscribe(channel: string, listener: (message: string) => void): void;
  close(): Promise<void>;
}

const BASE_OPTIONS: RedisOptions = {
  connectTimeout: 2_000,
  // Reconnects for as long as the process lives, at most two seconds apart.
  retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
};

/**
 * Says once when Redis went away and once when it came back: ioredis reports every failed
 * reconnection attempt, several a second during an outage.
 */
function reportOutages(connection: Redis, name: string, log: FastifyBaseLogger) {
  let up = false;
  let reported = false;
  connection.on('ready', () => {
    if (reported) log.info({ redis: name }, 'redis reachable again');
    up = true;
    reported = false;
  });
  connection.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.warn({ err: error, redis: name, wasUp: up }, 'redis unreachable; rate limits fail open until it is back');
    up = false;
  });
}

export function openRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, { ...BASE_OPTIONS, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  reportOutages(client, 'commands', log);
  let subscriber: Redis | undefined;
  const listeners = new Map<string, Array<(message: string) => void>>();

  function subscriberConnection(): Redis {
    if (subscriber) return subscriber;
    // Queued until connected and kept for as long as it takes: a subscription made while Redis
    // is down takes effect when it is back, and ioredis subscribes again after every reconnection.
    const connection = new Redis(url, { ...BASE_OPTIONS, maxRetriesPerRequest: null });
    reportOutages(connection, 'subscriber', log);
    connection.on('message', (channel: string, message: string) => {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    });
    subscriber = connection;
    return connection;
  }

  return {
    client,
    key: (name) => `${prefix}${name}`,
    subscribe(channel, listener) {
      const known = listeners.get(channel);
      if (known) {
        known.push(listener);
        return;
      }
      listeners.set(channel, [listener]);
      subscriberConnection()
        .subscribe(channel)
        .catch((error: unknown) => log.warn({ err: error, channel }, 'redis subscription failed'));
    },
    async close() {
      // The subscriber waits for Redis with anything sent to it: dropping it is all it needs.
      subscriber?.disconnect();
      // quit() lets pending replies arrive; while disconnected it fails at once.
      await client.quit().catch(() => client.disconnect());
    },
  };
}
