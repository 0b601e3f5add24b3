import { parseArgs } from 'node:util';
import { runKillDuringCheckout, summary } from './kill-during-checkout.js';

const USAGE = `Usage: npm run fault:kill [-- --checkouts 200 --kills 5]

Starts the built server on a database of its own (PGlite in a temporary folder, or a new
database on the PostgreSQL server of DATABASE_URL, dropped afterwards), runs that many checkouts
at once while killing the server with SIGKILL that many times, restarting it each time, then
checks the database. Exits 1 when an invariant fails.`;

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${value}`);
  return n;
}

async function main(args: string[]): Promise<number> {
  let checkouts: number;
  let kills: number;
  try {
    const { values } = parseArgs({
      args,
      options: { checkouts: { type: 'string' }, kills: { type: 'string' }, help: { type: 'boolean' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    checkouts = count(values.checkouts, 200, 'checkouts');
    kills = count(values.kills, 5, 'kills');
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const report = await runKillDuringCheckout({
      checkouts,
      kills,
      postgresUrl: process.env.DATABASE_URL,
      log: (line) => console.log(line),
    });
    console.log(`\n${summary(report)}`);
    return report.ok ? 0 : 1;
  } catch (error) {
    // A server that cannot start again after a kill (a database the crash left unreadable) ends the run.
    console.error(`\nFAILED: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
