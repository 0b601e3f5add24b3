import { setImmediate as settled } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.js';

/** A read of squares whose runs end when the test says, recording the keys of each. */
function controlledSquares() {
  const reads: number[][] = [];
  const ends: Array<() => void> = [];
  const readMany = (keys: number[]) => {
    reads.push(keys);
    return new Promise<Map<number, number>>((resolve) =>
      ends.push(() => resolve(new Map(keys.map((k) => [k, k * k])))),
    );
  };
  return { readMany, reads, ends };
}

describe('batchedReads', () => {
  it('reads a lone key within the turn it was asked in', async () => {
    const { readMany, reads, ends } = controlledSquares();
    const read = batchedReads(readMany, 10);
    const answer = read(3);
    await settled();
    expect(reads).toEqual([[3]]);
    ends[0]?.();
    expect(await answer).toBe(9);
  });

  it('reads the keys asked for in one turn in one read', async () => {
    const { readMany, reads, ends } = controlledSquares();
    const read = batchedReads(readMany, 10);
    const answers = [read(1), read(2), read(3)];
    await settled();
    expect(reads).toEqual([[1, 2, 3]]);
    ends[0]?.();
    expect(await Promise.all(answers)).toEqual([1, 4, 9]);
  });

  it('reads the keys asked for during a read together, in the next one', async () => {
    const { readMany, reads, ends } = controlledSquares();
    const read = batchedReads(readMany, 10);
    const first = read(1);
    await settled();
    const later = [read(2), read(3), read(4)];
    ends[0]?.();
    await settled();
    expect(reads).toEqual([[1], [2, 3, 4]]);
    ends[1]?.();
    expect(await Promise.all([first, ...later])).toEqual([1, 4, 9, 16]);
  });

  it('reads a key asked for during a read of it again, after that read', async () => {
    const { readMany, reads, ends } = controlledSquares();
    const read = batchedReads(readMany, 10);
    void read(5);
    await settled();
    const again = read(5);
    const twice = read(5);
    ends[0]?.();
    await settled();
    expect(reads).toEqual([[5], [5]]);
    ends[1]?.();
    expect(await Promise.all([again, twice])).toEqual([25, 25]);
  });

  it('reads no more keys at once than its batch allows', async () => {
    const { readMany, reads, ends } = controlledSquares();
    const read = batchedReads(readMany, 2);
    const answers = [read(1), read(2), read(3), read(4), read(5)];
    await settled();
    for (let i = 0; i < 3; i += 1) {
      ends[i]?.();
      await settled();
    }
    expect(reads).toEqual([[1, 2], [3, 4], [5]]);
    expect(await Promise.all(answers)).toEqual([1, 4, 9, 16, 25]);
  });

  it('answers undefined for a key the read did not find', async () => {
    const read = batchedReads(async () => new Map<number, string>(), 10);
    expect(await read(7)).toBeUndefined();
  });

  it('fails the callers of a failed read and goes on with the next', async () => {
    let calls = 0;
    let endFirst: (() => void) | undefined;
    const read = batchedReads(async (keys: number[]) => {
      calls += 1;
      if (calls === 1) {
        await new Promise<void>((resolve) => (endFirst = resolve));
        throw new Error('database away');
      }
      return new Map(keys.map((k) => [k, -k]));
    }, 10);
    const failing = read(1);
    await settled();
    const next = read(2);
    endFirst?.();
    await expect(failing).rejects.toThrow('database away');
    expect(await next).toBe(-2);
  });
});
