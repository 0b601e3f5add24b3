import type { TestApp } from './helper.js';

/**
 * How many times the app has read its in-memory catalogue, by kind (`load`: every product;
 * `patch`: what changed since the last look), as an operator's dashboard reads it from /metrics.
 */
export async function catalogueRefreshes(t: TestApp, kind: 'load' | 'patch'): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const count = new RegExp(`^catalogue_refresh_duration_seconds_count\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(text);
  return Number(count?.[1] ?? 0);
}
