import { describe, expect, it } from 'vitest';
import { settledWithin } from './settled-within.js';

describe('a wait with a fallback', () => {
  it("answers the work's value when it comes within the wait", async () => {
    const work = new Promise<string>((resolve) => setTimeout(() => resolve('held'), 5));
    expect(await settledWithin(work, 1_000, 'fallback')).toBe('held');
  });

  it('answers the fallback when the work takes longer than the wait', async () => {
    const started = performance.now();
    expect(await settledWithin(new Promise<string>(() => {}), 20, 'fallback')).toBe('fallback');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('answers the fallback when the work fails', async () => {
    expect(await settledWithin(Promise.reject(new Error('the database went away')), 1_000, 'fallback')).toBe(
      'fallback',
    );
  });
});
