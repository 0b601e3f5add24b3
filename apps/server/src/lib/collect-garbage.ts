import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 gives a context its `gc` function when the flag is on as the context is made, so turning it
// on here and making one context yields the collector without starting Node with --expose-gc
// (the way jest's leak detector reaches it).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * A full garbage collection, now. For the few moments the server knows it has just dropped far
 * more than V8's heuristics expect, such as a catalogue load's texts and the index it replaced:
 * V8 collects when the old generation reaches a limit it set from the heap's growth, and while
 * requests keep the server busy that can be hundreds of megabytes later.
 * (docs/decisions/022-full-collection-after-a-catalogue-load.md)
 */
export function collectGarbage(): void {
  gc();
}
