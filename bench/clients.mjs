// What the bench's Node-driven scenarios share: calls as the storefront makes them, logging in
// by the SMS outbox as a person would, and many clients driven at once.
import fs from 'node:fs';
import path from 'node:path';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function phoneFor(i) {
  return `9${String(100_000_000 + i).slice(-9)}`;
}

export async function call(base, method, url, { token, body } = {}) {
  const headers = { 'X-Platform': 'web', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function must(promise, what) {
  const r = await promise;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The login code the SMS outbox of `dataDir` last holds for this phone, once it is there. */
export async function codeSentTo(dataDir, phoneNumber) {
  const outbox = path.join(dataDir, 'outbox', 'sms.jsonl');
  for (let attempt = 0; attempt < 100; attempt++) {
    const sms = fs
      .readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .findLast((m) => m.to === phoneNumber);
    if (sms) return sms.code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code reached ${phoneNumber}`);
}

/** Logs buyer i in as a person would: ask for a code, read it from the SMS outbox, send it back. */
export async function logIn(base, dataDir, i) {
  const phoneNumber = phoneFor(i);
  await must(call(base, 'POST', `/unauth/${phoneNumber}`), 'sending a code');
  const otp = await codeSentTo(dataDir, phoneNumber);
  const verified = await must(
    call(base, 'POST', '/unauth/verify-user', { body: { phoneNumber, otp } }),
    'verifying the code',
  );
  return verified.authToken;
}

/** Runs `iteration` on every buyer at once, over and over, for `seconds`; latencies in ms. */
export async function drive(buyers, seconds, iteration, cpuMs = () => 0) {
  const latencies = [];
  const cpuBefore = cpuMs();
  let failed = 0;
  const firstFailures = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async (b) => {
      while (performance.now() < until) {
        const began = performance.now();
        try {
          await iteration(b);
          latencies.push(performance.now() - began);
        } catch (error) {
          failed++;
          if (firstFailures.length < 3) firstFailures.push(error.message);
        }
      }
    }),
  );
  const cpuUs = ((cpuMs() - cpuBefore) * 1000) / Math.max(1, latencies.length + failed);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    cpuUs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    firstFailures,
  };
}
