import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('frees what nothing refers to any more, at once', async () => {
    const ref = new WeakRef(new Array<number>(100_000).fill(1));
    // A WeakRef keeps its target alive until the turn that made it ends.
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
