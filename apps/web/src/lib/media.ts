import { MEDIA_WIDTHS } from '@krishi/contract';

/** URL of a catalogue image (a media key such as `products/p12-1`) resized to a width, as WebP. */
export function mediaUrl(key: string, width: number): string {
  return `/media/${key}?w=${width}`;
}

export function mediaSrcSet(key: string, widths: readonly number[] = MEDIA_WIDTHS): string {
  return widths.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ');
}

export const FALLBACK_IMAGE = '/logo.svg';
