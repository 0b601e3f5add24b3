import { z } from 'zod';

/** `GET /api/push/public-key`: the VAPID application server key, base64url. */
export const pushPublicKeyResponse = z.object({ data: z.object({ publicKey: z.string() }) });

/** `POST /api/push/subscribe`: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** What a notification carries to the service worker. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** Path to open on click. */
  url: z.string().optional(),
});
export type PushMessage = z.infer<typeof pushMessage>;
