/**
 * The browsers' push services, by host: Chrome and Edge on Android (FCM), Firefox (Mozilla),
 * Edge on Windows (WNS) and Safari (Apple). The server posts to a subscription's endpoint, and a
 * user chooses that endpoint: without this list, anyone logged in could make the server post to
 * an address inside our own network.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Whether `endpoint` is on one of `hosts` or a subdomain of one. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
