import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicBase } from './base-url.js';
import { PageHeads, type RenderedPage } from './pages.js';
import type { SeoRepository } from './repository.js';

/**
 * The storefront's page for a request: `template` (the built index.html) with the head a search
 * engine or link preview needs. app.ts hands this to the web plugin, which serves it.
 */
export function storefrontPages(
  app: FastifyInstance,
  seo: SeoRepository,
  template: string,
): (request: FastifyRequest) => Promise<RenderedPage> {
  const heads = new PageHeads(template, app.catalogue, seo);
  app.catalogueCache.onClear(() => heads.clear());
  return (request) => {
    const url = new URL(request.url, 'http://page');
    const sellerId = url.searchParams.get('sellerId') ?? undefined;
    const listPage = url.searchParams.get('page');
    return heads.render(publicBase(request), url.pathname, sellerId, listPage === null || listPage === '1');
  };
}
