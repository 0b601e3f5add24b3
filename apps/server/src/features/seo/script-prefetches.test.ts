import { describe, expect, it } from 'vitest';
import { moduleChunksFrom, scriptPrefetches } from './script-prefetches.js';

const chunks = moduleChunksFrom(
  JSON.stringify({
    entry: 'assets/index.js',
    modules: {
      'src/main.tsx': 'assets/index.js',
      'src/app/routes/product.tsx': 'assets/product.js',
      'src/app/routes/listing.tsx': 'assets/listing.js',
      'src/features/product/api/prefetch-product.ts': 'assets/prefetch.js',
    },
    imports: {
      'assets/index.js': ['assets/react.js'],
      'assets/react.js': [],
      'assets/product.js': ['assets/index.js', 'assets/price.js', 'assets/cart.js'],
      'assets/cart.js': ['assets/price.js', 'assets/react.js'],
      'assets/price.js': [],
      'assets/prefetch.js': ['assets/index.js'],
      'assets/listing.js': ['assets/price.js'],
    },
  }),
);
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('scriptPrefetches', () => {
  it('names a route module’s chunk and every chunk it imports, once each', () => {
    const prefetches = scriptPrefetches(chunks);
    expect(hrefs(prefetches(['src/app/routes/product.tsx', 'src/features/product/api/prefetch-product.ts']))).toEqual([
      '/assets/product.js',
      '/assets/price.js',
      '/assets/cart.js',
      '/assets/prefetch.js',
    ]);
  });

  it('leaves out the entry’s chunks, which its own script tag fetches', () => {
    const tags = scriptPrefetches(chunks)(['src/app/routes/product.tsx']);
    expect(tags).not.toContain('index.js');
    expect(tags).not.toContain('react.js');
  });

  it('writes prefetches the app’s own module requests find in the cache', () => {
    expect(scriptPrefetches(chunks)(['src/app/routes/listing.tsx'])).toBe(
      '<link rel="prefetch" as="script" crossorigin href="/assets/listing.js">\n    ' +
        '<link rel="prefetch" as="script" crossorigin href="/assets/price.js">',
    );
  });

  it('names nothing for a module the build does not know, or without a build', () => {
    expect(scriptPrefetches(chunks)(['src/app/routes/gone.tsx'])).toBe('');
    expect(scriptPrefetches(moduleChunksFrom(null))(['src/app/routes/product.tsx'])).toBe('');
  });

  it('refuses a module-chunks file that is not the build’s', () => {
    expect(() => moduleChunksFrom('{"modules": []}')).toThrow();
  });
});
