/**
 * The widths, in pixels, at which catalogue pictures are served: the server draws only these,
 * and every `srcset` (the app's and the server's first-screen copy) lists exactly these, so the
 * browser's pick names a file the server keeps. 800 is there for phones about 412 px wide at a
 * density of 1.75 (Lighthouse's phone among them): a full-width picture needs 721 px, which
 * without it meant the 960 file.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 960, 1280] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The served width for a requested one: the next at least as wide, at most the widest. */
export function servedMediaWidth(requested: number): MediaWidth {
  return MEDIA_WIDTHS.find((w) => w >= requested) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
}
