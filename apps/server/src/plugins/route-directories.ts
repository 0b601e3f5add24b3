import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The directories the server has routes in (`/api/`, `/admin/api/`, `/order/`, `/assets/`...):
 * an unknown path in one of them is a missing API answer or built file, never a storefront page.
 * A route claims the directory its fixed part (up to a parameter or wildcard) lies in, so
 * `/admin/api/me` claims `/admin/api/` and leaves the back office's pages under `/admin/` to the
 * storefront; a route without parameters also claims what lies under it (`/readyz` claims
 * `/readyz/`, while the page `/cart` stays beside the route `DELETE /cart`).
 */
export class RouteDirectories {
  readonly #directories = new Set<string>();

  add(routePath: string): void {
    const firstVariable = routePath.search(/[:*]/);
    const fixed = firstVariable === -1 ? routePath : routePath.slice(0, firstVariable);
    this.#claim(fixed.slice(0, fixed.lastIndexOf('/') + 1));
    if (firstVariable === -1) this.#claim(routePath.endsWith('/') ? routePath : `${routePath}/`);
  }

  #claim(directory: string): void {
    if (directory.length > 1) this.#directories.add(directory);
  }

  contains(url: string): boolean {
    for (const directory of this.#directories) if (url.startsWith(directory)) return true;
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    routeDirectories: RouteDirectories;
  }
}

/** Registered before any route, so that it sees every route registered after it, in any plugin. */
export default fp(
  async function routeDirectories(app: FastifyInstance) {
    const directories = new RouteDirectories();
    app.decorate('routeDirectories', directories);
    app.addHook('onRoute', (route) => directories.add(route.url));
  },
  { name: 'krishi-route-directories' },
);
