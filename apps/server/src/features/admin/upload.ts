import type { FastifyInstance, FastifyRequest } from 'fastify';

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
