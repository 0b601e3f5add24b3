import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES } from '@krishi/contract';
import { toCataloguePicture, type CataloguePictures } from './catalogue/images.js';

export type Upload = { ok: true; bytes: Buffer } | { ok: false; reason: 'missing' | 'too-large' };

/**
 * The one file of a multipart request under `field`, at most `maxBytes`; other parts are
 * drained. A `text/*` or octet-stream body (CSV from a script) is read as the file itself.
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (Buffer.isBuffer(body)) return body.length > 0 ? { ok: true, bytes: body } : { ok: false, reason: 'missing' };
    if (typeof body === 'string' && body.length > 0) return { ok: true, bytes: Buffer.from(body) };
    return { ok: false, reason: 'missing' };
  }
  let found: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !found) found = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) return { ok: false, reason: 'too-large' };
    if (error instanceof app.multipartErrors.FilesLimitError) return { ok: false, reason: 'missing' };
    throw error;
  }
  return found && found.length > 0 ? { ok: true, bytes: found } : { ok: false, reason: 'missing' };
}

/** A saved picture's key, or the status its refusal gets: 413 too large, 400 missing or not a picture. */
export type PictureUpload = { ok: true; key: string } | { ok: false; status: 400 | 413 };

/**
 * The picture of a back-office upload (multipart field `image`: JPEG, PNG or WebP, at most
 * 5 MB), redrawn as WebP and saved to the catalogue's pictures; the caller then points its row
 * at the key. Products, sellers and promotions all take their pictures this way.
 */
export async function savePictureUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  pictures: CataloguePictures,
): Promise<PictureUpload> {
  const upload = await readUpload(app, request, ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES);
  if (!upload.ok) return { ok: false, status: upload.reason === 'too-large' ? 413 : 400 };
  const picture = await toCataloguePicture(upload.bytes);
  if (!picture) return { ok: false, status: 400 };
  return { ok: true, key: await pictures.save(picture) };
}
