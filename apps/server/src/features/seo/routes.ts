import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorBody } from '@krishi/contract';
import { publicBase } from './base-url.js';
import type { SeoRepository } from './repository.js';
import { buildSitemaps, type Sitemaps } from './sitemap.js';
import { Refusal } from '../../lib/refusal.js';

/** Pages a crawler has no business in: a visitor's own cart, orders and account. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/order-summary',
  '/payment-success',
  '/my-orders',
  '/order-details/',
  '/order/',
  '/cancel-order',
  '/wishlist',
  '/refer',
  '/r/',
  '/list',
  '/your-account',
  '/forgotPassword',
  '/api/',
];

const tags = ['seo'];

/** /robots.txt and /sitemap.xml (with its parts when the catalogue outgrows one file). */
const seoRoutes: FastifyPluginAsync<{ repository: SeoRepository }> = async (app, { repository: repo }) => {
  // One build per origin and catalogue version; requests that arrive during a build share it.
  const sitemaps = new Map<string, Promise<Sitemaps>>();
  app.catalogueCache.onClear(() => sitemaps.clear());

  function sitemapsFor(base: string): Promise<Sitemaps> {
    let pending = sitemaps.get(base);
    if (!pending) {
      if (sitemaps.size >= 4) sitemaps.clear();
      pending = buildSitemaps(repo, base);
      pending.catch(() => sitemaps.delete(base));
      sitemaps.set(base, pending);
    }
    return pending;
  }

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Crawler rules and the sitemap address' } },
    async (request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), ''];
      lines.push(`Sitemap: ${publicBase(request)}/sitemap.xml`, '');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { tags, summary: 'Home, static pages, categories, brands and every product' } },
    async (request, reply) => {
      const { main } = await sitemapsFor(publicBase(request));
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(main);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/sitemap-:name.xml',
    {
      schema: {
        tags,
        summary: 'One part of a sitemap index (large catalogues)',
        response: { 200: z.string().describe('The sitemap part (application/xml)'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const part = (await sitemapsFor(publicBase(request))).parts.get(request.params.name);
      if (!part) throw new Refusal(404, 'notFound');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(part);
    },
  );
};

export default seoRoutes;
