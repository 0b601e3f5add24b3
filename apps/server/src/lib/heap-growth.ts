import { setFlagsFromString } from 'node:v8';

/**
 * How much the old generation may grow past what the last full collection kept before V8 starts
 * the next one. V8 sets the factor itself, up to 4x on a machine with a few gigabytes: under the
 * buying path the server's heap went from about 100 MB kept to over 400 MB before a collection,
 * most of it requests' garbage promoted while they waited their turn on the database. At half,
 * the bench's peak fell from 940-1,021 MB to 775-786 MB, and every scenario got faster
 * (decision 064).
 */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = '--heap-growing-percent';

/**
 * Sets V8's heap growing factor for this process and every thread it starts, unless whoever
 * started Node chose one (`node --heap-growing-percent=N`; Node refuses it in NODE_OPTIONS). V8
 * reads the flag at each collection, so it takes effect when set after start, unlike the heap's
 * size limits. Answers whether it set it.
 */
export function limitHeapGrowth(
  percent: number = HEAP_GROWING_PERCENT,
  chosen: readonly string[] = process.execArgv,
): boolean {
  if (chosen.some((arg) => arg.startsWith(FLAG))) return false;
  setFlagsFromString(`${FLAG}=${percent}`);
  return true;
}
