import type { FastifyInstance } from 'fastify';
import { errorBody } from '@krishi/contract';

/** How often expired codes, sessions and old limit events are deleted (by every process: harmless). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** What the login and password calls answer beside 200: a refused input, and a rate limit. */
export const refusals = { 400: errorBody, 429: errorBody };

/** Runs `sweep` every ten minutes while the app is open; a failed sweep is logged, never thrown. */
export function sweepWhileOpen(app: FastifyInstance, what: string, sweep: (now: Date) => Promise<unknown>): void {
  const sweeper = setInterval(() => {
    sweep(new Date()).catch((err: unknown) => app.log.error({ err }, `sweeping ${what} failed`));
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}
