import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS, servedMediaWidth } from './media.js';

describe('served picture widths', () => {
  it('include 800, the width a full-width picture needs on a 412 px phone at density 1.75', () => {
    expect(MEDIA_WIDTHS).toEqual([160, 320, 480, 640, 800, 960, 1280]);
    expect(servedMediaWidth(Math.ceil(412 * 1.75))).toBe(800);
  });

  it('round a request up to the next served width, at most the widest', () => {
    expect([1, 160, 161, 641, 800, 801, 1281, 1e9].map(servedMediaWidth)).toEqual([
      160, 160, 320, 800, 800, 960, 1280, 1280,
    ]);
  });
});
