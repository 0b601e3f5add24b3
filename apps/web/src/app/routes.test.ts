import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, type PageHandle } from './routes';

/** The app's own modules, as 'src/app/routes/product.tsx'. */
const appModules = new Set(Object.keys(import.meta.glob('/src/**/*.{ts,tsx}')).map((file) => file.slice(1)));

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('appRoutes', () => {
  it('names, for every lazily loaded page, modules the app has: the server preloads their scripts', () => {
    const lazy = everyRoute(appRoutes).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) {
      const modules = (route.handle as PageHandle | undefined)?.modules ?? [];
      expect(modules, `route ${route.path ?? '(layout)'}`).not.toEqual([]);
      for (const module of modules) expect(appModules.has(module), module).toBe(true);
    }
  });

  it('names the module a page loads', () => {
    for (const route of everyRoute(appRoutes).filter((r) => r.lazy)) {
      const [own] = (route.handle as PageHandle).modules;
      // The import as the test's transform writes it: "/src/app/routes/admin.tsx".
      const loaded = /\/routes\/([a-z-]+)(?:\.tsx)?["']\)/.exec(String(route.lazy))?.[1];
      expect(own, `route ${route.path ?? '(layout)'}`).toBe(`src/app/routes/${loaded}.tsx`);
    }
  });
});
