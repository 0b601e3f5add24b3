import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, MEDIA_WIDTHS } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import { mediaWidth, parseMediaKey } from './keys.js';
import type { MediaRenderer } from './render.js';

const params = z.object({
  '*': z.string().describe('Image key, e.g. products/p12-1, brands/b3, categories/c5, promotions/banner-2'),
});

const query = z.object({
  w: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(`Width in pixels, rounded up to one of ${MEDIA_WIDTHS.join(', ')}; missing or invalid gives 320`),
});

/** Catalogue pictures, drawn from the catalogue rows and served as WebP at a few fixed widths. */
const mediaRoutes: FastifyPluginAsyncZod<{ renderer: MediaRenderer }> = async (app, { renderer }) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A catalogue image as WebP, at the requested width',
        params,
        querystring: query,
        response: {
          200: z.any().describe('The image (image/webp), cacheable for a year'),
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const keyText = request.params['*'];
      const key = parseMediaKey(keyText);
      if (key === 'invalid') throw new Refusal(400, 'imageKeyInvalid');
      if (key === 'unknown') throw new Refusal(404, 'imageNotFound');
      const { w } = request.query;
      const image = await renderer.get(keyText, key, mediaWidth(Array.isArray(w) ? w[0] : w));
      if (!image) throw new Refusal(404, 'imageNotFound');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag)
        .type('image/webp');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send(null);
      return reply.send(image.body);
    },
  );
};

export default mediaRoutes;
