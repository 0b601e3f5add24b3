import { setImmediate as settled } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sharedRefresh } from './shared-refresh.js';

/** A refresh whose runs end when the test says, each answering its own number. */
function controlledRefresh() {
  const ends: Array<() => void> = [];
  let started = 0;
  const refresh = () => {
    started += 1;
    const run = started;
    return new Promise<number>((resolve) => ends.push(() => resolve(run)));
  };
  return { refresh, ends, started: () => started };
}

describe('sharedRefresh', () => {
  it('gives callers that ask while a refresh runs that same run', async () => {
    const { refresh, ends, started } = controlledRefresh();
    const shared = sharedRefresh(refresh);
    const first = shared.run();
    const second = shared.run();
    ends[0]?.();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(started()).toBe(1);
  });

  it('makes a caller after an invalidation wait for a run that starts after the running one', async () => {
    const { refresh, ends, started } = controlledRefresh();
    const shared = sharedRefresh(refresh);
    const before = shared.run();
    shared.invalidate();
    const after = shared.run();
    expect(started()).toBe(1);
    ends[0]?.();
    expect(await before).toBe(1);
    await settled();
    expect(started()).toBe(2);
    ends[1]?.();
    expect(await after).toBe(2);
  });

  it('shares the later run among every caller after the invalidation', async () => {
    const { refresh, ends } = controlledRefresh();
    const shared = sharedRefresh(refresh);
    void shared.run();
    shared.invalidate();
    const a = shared.run();
    const b = shared.run();
    ends[0]?.();
    await settled();
    ends[1]?.();
    expect(await Promise.all([a, b])).toEqual([2, 2]);
  });

  it('starts the later run even when the running one fails', async () => {
    let calls = 0;
    const shared = sharedRefresh(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    const failing = shared.run();
    shared.invalidate();
    const after = shared.run();
    await expect(failing).rejects.toThrow('database away');
    expect(await after).toBe(2);
  });

  it('starts afresh once a run has ended', async () => {
    const { refresh, ends, started } = controlledRefresh();
    const shared = sharedRefresh(refresh);
    const first = shared.run();
    ends[0]?.();
    await first;
    const second = shared.run();
    ends[1]?.();
    expect(await second).toBe(2);
    expect(started()).toBe(2);
  });

  it('is up to date only once a run that began after the last invalidation has ended', async () => {
    const { refresh, ends } = controlledRefresh();
    const shared = sharedRefresh(refresh);
    expect(shared.upToDate()).toBe(false);
    const first = shared.run();
    ends[0]?.();
    await first;
    expect(shared.upToDate()).toBe(true);
    shared.invalidate();
    const second = shared.run();
    expect(shared.upToDate()).toBe(false);
    ends[1]?.();
    await second;
    expect(shared.upToDate()).toBe(true);
  });

  it('is not up to date after a run that failed', async () => {
    const shared = sharedRefresh(async () => {
      throw new Error('database away');
    });
    await expect(shared.run()).rejects.toThrow('database away');
    expect(shared.upToDate()).toBe(false);
  });
});
