import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.js';

/** Side of the square picture kept, in pixels: twice the largest size the page shows. */
const SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a small file that decodes to a giant bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Content-addressed file names: the hash of the stored bytes. */
export const PROFILE_IMAGE_NAME = /^[a-f0-9]{64}\.webp$/;
export const PROFILE_IMAGE_PATH = '/media/profiles/';

/**
 * Decodes an upload and redraws it as a square WebP; null when it is not a JPEG, PNG or WebP
 * picture, whatever the client called it.
 */
export async function toProfilePicture(upload: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    return await image.rotate().resize(SIZE, SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    // sharp throws on anything it cannot decode: that is the answer to "is this a picture?".
    return null;
  }
}

/** Profile pictures in the media storage under `profiles/<sha256>.webp`, served at PROFILE_IMAGE_PATH. */
export function profilePictures(storage: ObjectStorage) {
  return {
    /** Stores the picture and returns the URL it is served at. */
    async save(picture: Buffer): Promise<string> {
      const name = `${createHash('sha256').update(picture).digest('hex')}.webp`;
      await storage.put(`profiles/${name}`, picture, 'image/webp');
      return PROFILE_IMAGE_PATH + name;
    },

    /** The picture of a served name, or null. */
    async read(name: string): Promise<Buffer | null> {
      if (!PROFILE_IMAGE_NAME.test(name)) return null;
      return (await storage.get(`profiles/${name}`))?.bytes ?? null;
    },
  };
}

export type ProfilePictures = ReturnType<typeof profilePictures>;
