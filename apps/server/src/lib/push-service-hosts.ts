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

/** An HTTPS address's host and port (443 when it names none), or null for anything else. */
function httpsHostAndPort(url: string): { host: string; port: string } | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
    return { host: parsed.hostname.toLowerCase(), port: parsed.port || '443' };
  } catch {
    return null;
  }
}

/**
 * Whether `endpoint` is an https address on one of `hosts` or a subdomain of one, on port 443: a
 * push service answers there, and another port of an allowed host is nothing we meant to reach.
 * An entry may name another port (`127.0.0.1:8443`, the tests' own push service); then only that.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const target = httpsHostAndPort(endpoint);
  if (!target) return false;
  return hosts.some((entry) => {
    const allowed = httpsHostAndPort(`https://${entry}`);
    return (
      allowed !== null &&
      target.port === allowed.port &&
      (target.host === allowed.host || target.host.endsWith(`.${allowed.host}`))
    );
  });
}
