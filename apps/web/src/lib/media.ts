/** Widths the media route renders; anything else is rounded up to the next one by the server. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/** URL of a catalogue image (a media key such as `products/p12-1`) resized to a width, as WebP. */
export function mediaUrl(key: string, width: number): string {
  return `/media/${key}?w=${width}`;
}

export function mediaSrcSet(key: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ');
}

export const FALLBACK_IMAGE = '/logo.svg';
