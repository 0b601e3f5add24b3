import { z } from 'zod';
import { issueCode } from './error-codes.js';

/** `GET /api/push/public-key`: the VAPID application server key, base64url. */
export const pushPublicKeyResponse = z.object({ data: z.object({ publicKey: z.string() }) });

/** `POST /api/push/subscribe`: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionBody = z.object({
  /** Push services are reached over TLS only; this also keeps the server from posting to plain-HTTP hosts. */
  endpoint: z
    .string()
    .max(2000)
    .url()
    .refine((url) => url.startsWith('https://'), issueCode('pushEndpointInsecure')),
  /**
   * Epoch milliseconds, before the year 10000: a later date is written with a six-digit year,
   * which the database's timestamp cannot read.
   */
  expirationTime: z
    .number()
    .int()
    .min(0)
    .max(Date.UTC(9999, 11, 31, 23, 59, 59, 999))
    .nullable()
    .optional(),
  /** base64url: an uncompressed P-256 point (65 bytes, so 'B' first) and a 16-byte secret. */
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, issueCode('pushKeyInvalid')),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, issueCode('pushKeyInvalid')),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
/** `POST /api/push/subscribe` answers the spec's 'Push notification subscription complete!'. */
export const pushSubscribeResponse = z.object({ message: z.string() });

/** What a notification carries to the service worker. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** Path to open on click. */
  url: z.string().optional(),
});
export type PushMessage = z.infer<typeof pushMessage>;
