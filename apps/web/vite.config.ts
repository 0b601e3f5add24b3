import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The service worker's entry: built with the app, written un-hashed as /sw.js. */
const SW_ENTRY = 'sw';

/**
 * Writes the build's id and its hashed scripts and styles into sw.js (in place of
 * `__SW_BUILD__`), so the worker precaches exactly this build and a new build replaces its caches.
 */
function serviceWorkerBuild(): Plugin {
  return {
    name: 'krishi-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const precache = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const worker = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === SW_ENTRY);
      if (!worker || worker.type !== 'chunk') throw new Error('service worker entry missing from the build');
      if (worker.imports.length > 0)
        throw new Error(`sw.js must stand alone, but imports ${worker.imports.join(', ')}`);
      const version = createHash('sha256').update(precache.join('\n')).update(worker.code).digest('hex').slice(0, 12);
      if (!worker.code.includes('__SW_BUILD__')) throw new Error('sw.js lost its __SW_BUILD__ placeholder');
      worker.code = worker.code.replaceAll('__SW_BUILD__', JSON.stringify({ version, precache }));
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerBuild()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { index: 'index.html', [SW_ENTRY]: 'sw/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === SW_ENTRY ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: {
      '^/(api|metadata|media|unauth|cart|order|coupons|sandbox)(/|$)': 'http://localhost:3000',
    },
  },
});
