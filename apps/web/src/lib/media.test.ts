import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@krishi/contract';
import { mediaSrcSet } from './media';

describe('catalogue picture widths offered to the browser', () => {
  it('are the widths the server draws, so a phone about 412 px wide gets the 800 file, not the 960', () => {
    expect(mediaSrcSet('products/p7-1')).toBe(MEDIA_WIDTHS.map((w) => `/media/products/p7-1?w=${w} ${w}w`).join(', '));
    expect(mediaSrcSet('products/p7-1')).toContain(
      '/media/products/p7-1?w=640 640w, /media/products/p7-1?w=800 800w, ',
    );
  });
});
