import { pushSubscriptionBody } from '@krishi/contract';
import { getPushPublicKey } from '../api/get-public-key';
import { saveSubscription } from '../api/save-subscription';
import { registerNow } from './register-service-worker';

/** Whether this browser can receive web push at all (iOS Safari only as an installed app). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this browser with the server's key (reusing a subscription made with the same key,
 * replacing one made with another) and saves it for the logged-in user. Needs the notification
 * permission already granted.
 */
export async function subscribeThisBrowser(): Promise<void> {
  // In data-saver mode the worker may not have been registered with the page.
  if (import.meta.env.PROD) registerNow();
  const [registration, publicKey] = await Promise.all([navigator.serviceWorker.ready, getPushPublicKey()]);
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await saveSubscription(pushSubscriptionBody.parse(subscription.toJSON()));
}
