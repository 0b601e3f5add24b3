import { describe, expect, it } from 'vitest';
import { nestsAtMost } from './json-body.js';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsAtMost', () => {
  it('takes JSON nested up to the limit', () => {
    expect(nestsAtMost(nested(3), 3)).toBe(true);
    expect(nestsAtMost('{"a":[{"b":1}],"c":{"d":[]}}', 3)).toBe(true);
  });

  it('refuses JSON nested one level past the limit', () => {
    expect(nestsAtMost(nested(4), 3)).toBe(false);
    expect(nestsAtMost('{"a":{"b":{"c":{}}}}', 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsAtMost(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(true);
    expect(nestsAtMost(JSON.stringify({ text: 'say \\"[[[[' }), 1)).toBe(true);
  });

  it('checks thousands of levels without overflowing the stack', () => {
    expect(nestsAtMost(nested(100_000), 64)).toBe(false);
  });
});
