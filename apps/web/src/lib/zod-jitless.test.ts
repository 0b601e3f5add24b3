import { describe, expect, it } from 'vitest';
import { parseWithoutEval } from './zod-jitless';

describe('parsing without eval', () => {
  it('is what zod reads when it loads after the page has asked for it', async () => {
    parseWithoutEval();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
