import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { servedMediaWidth } from '@krishi/contract';
import type { ObjectStorage } from '../../../lib/object-storage/object-storage.js';

/** Widest picture kept; the served widths are drawn from it. */
const MAX_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a small file that decodes to a giant bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const DEFAULT_WIDTH = 320;
/** A stored picture's key (what products.images, sellers.image and promotions.image_url hold). */
export const UPLOAD_KEY_PREFIX = 'uploads/';
const NAME = /^[a-f0-9]{64}$/;

/** The width drawn for a request's `w`: one of the contract's MEDIA_WIDTHS, as for the drawn catalogue pictures. */
export function uploadWidth(requested: string | undefined): number {
  const n = Number(requested);
  if (requested === undefined || requested.trim() === '' || !Number.isFinite(n) || n <= 0) return DEFAULT_WIDTH;
  return servedMediaWidth(n);
}

/**
 * Decodes an upload and redraws it as WebP at most MAX_WIDTH wide; null when it is not a JPEG,
 * PNG or WebP picture, whatever the client called it.
 */
export async function toCataloguePicture(upload: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    return await image.rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    // sharp throws on anything it cannot decode: that is the answer to "is this a picture?".
    return null;
  }
}

/**
 * Uploaded catalogue pictures in the media storage, content-addressed: `uploads/<sha256>.webp`,
 * and each served width drawn from it once and kept at `uploads/w<width>/<sha256>.webp`.
 */
export function cataloguePictures(storage: ObjectStorage) {
  return {
    /** Stores the picture and returns its key. */
    async save(picture: Buffer): Promise<string> {
      const name = createHash('sha256').update(picture).digest('hex');
      await storage.put(`uploads/${name}.webp`, picture, 'image/webp');
      return UPLOAD_KEY_PREFIX + name;
    },

    /** The picture at a served width (drawn once, then kept), or null for an unknown name. */
    async read(name: string, width: number): Promise<Buffer | null> {
      if (!NAME.test(name)) return null;
      const sizedKey = `uploads/w${width}/${name}.webp`;
      const kept = await storage.get(sizedKey);
      if (kept) return kept.bytes;
      const original = await storage.get(`uploads/${name}.webp`);
      if (!original) return null;
      const resized = await sharp(original.bytes)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82, effort: width <= 640 ? 2 : 0 })
        .toBuffer();
      await storage.put(sizedKey, resized, 'image/webp');
      return resized;
    },
  };
}

export type CataloguePictures = ReturnType<typeof cataloguePictures>;
