import { describe, expect, it } from 'vitest';
import { runKillDuringCheckout, summary, type FaultRunReport } from './kill-during-checkout.js';

/** A smaller run than `npm run fault:kill` (200 checkouts, 5 kills), to keep CI fast. */
const CHECKOUTS = 40;
const KILLS = 2;
/** Usually under a minute; a kill that lands while a refund is sent adds the seconds its claim lasts. */
const RUN_TIMEOUT_MS = 360_000;

function expectSurvived(report: FaultRunReport) {
  const told = summary(report);
  expect(report.kills, told).toBe(KILLS);
  expect(report.unexpected, told).toEqual([]);
  expect(report.invariants.map((i) => i.name).length, told).toBe(4);
  for (const invariant of report.invariants) expect(invariant.failures, `${invariant.name}\n${told}`).toEqual([]);
  expect(report.outcomes.ordered ?? 0, told).toBeGreaterThan(0);
  expect(report.ledger!.capturedPayments, told).toBe(report.ledger!.orders + report.ledger!.refunds);
}

describe('kill -9 during checkouts (runs the built server: npm run build first)', () => {
  // The PostgreSQL pass (DATABASE_URL) runs the PostgreSQL case; the PGlite one ran in npm test.
  it.skipIf(process.env.DATABASE_URL)(
    `on PGlite: after ${CHECKOUTS} checkouts and ${KILLS} kills, every payment is an order or a refund, stock and carts add up`,
    async () => {
      expectSurvived(await runKillDuringCheckout({ checkouts: CHECKOUTS, kills: KILLS }));
    },
    RUN_TIMEOUT_MS,
  );

  it.runIf(process.env.DATABASE_URL)(
    `on PostgreSQL: after ${CHECKOUTS} checkouts and ${KILLS} kills, every payment is an order or a refund, stock and carts add up`,
    async () => {
      expectSurvived(
        await runKillDuringCheckout({ checkouts: CHECKOUTS, kills: KILLS, postgresUrl: process.env.DATABASE_URL }),
      );
    },
    RUN_TIMEOUT_MS,
  );
});
