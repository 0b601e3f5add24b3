import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import { toCataloguePicture, type CataloguePictures } from './catalogue/images.js';

/** The refusals of an upload: a missing file (400) and one over its limit (413). */
interface UploadRefusals {
  missing: 'adminImageInvalid' | 'adminCsvInvalid' | 'adminLotCsvInvalid';
  tooLarge: 'adminImageInvalid' | 'adminCsvTooLarge';
}

/**
 * The one file of a multipart request under `field`, at most `maxBytes`; other parts are
 * drained. A `text/*` or octet-stream body (CSV from a script) is read as the file itself.
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  refusals: UploadRefusals,
): Promise<Buffer> {
  const missing = new Refusal(400, refusals.missing);
  if (!request.isMultipart()) {
    const body = request.body;
    if (Buffer.isBuffer(body) && body.length > 0) return body;
    if (typeof body === 'string' && body.length > 0) return Buffer.from(body);
    throw missing;
  }
  let found: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !found) found = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new Refusal(413, refusals.tooLarge);
    if (error instanceof app.multipartErrors.FilesLimitError) throw missing;
    throw error;
  }
  if (!found || found.length === 0) throw missing;
  return found;
}

/**
 * The picture of a back-office upload (multipart field `image`: JPEG, PNG or WebP, at most
 * 5 MB), redrawn as WebP and saved to the catalogue's pictures: its key, which the caller points
 * its row at. Anything else is refused, 413 when too large.
 */
export async function savePictureUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  pictures: CataloguePictures,
): Promise<string> {
  const refusals = { missing: 'adminImageInvalid', tooLarge: 'adminImageInvalid' } as const;
  const upload = await readUpload(app, request, ADMIN_IMAGE_FIELD, ADMIN_IMAGE_MAX_BYTES, refusals);
  const picture = await toCataloguePicture(upload);
  if (!picture) throw new Refusal(400, 'adminImageInvalid');
  return pictures.save(picture);
}
