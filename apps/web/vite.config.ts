import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
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
    // After Vite's own hooks: Vite drops chunks that only import CSS (a style sheet shared by two
    // routes makes one), and a precached file that is not there fails the worker's install.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
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
    },
  };
}

/**
 * With BUNDLE_REPORT set, writes each start-up chunk's modules by rendered size to that file:
 * what to move out of the home page's first download.
 */
function bundleReport(file: string | undefined): Plugin {
  return {
    name: 'krishi-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!file) return;
      const lines: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        lines.push(`${chunk.fileName} ${chunk.code.length}${chunk.isEntry ? ' (entry)' : ''}`);
        for (const [id, m] of modules.slice(0, 25)) lines.push(`  ${String(m.renderedLength).padStart(8)} ${id}`);
      }
      fs.writeFileSync(file, lines.join('\n') + '\n');
    },
  };
}

/**
 * Puts the built page's style sheets ahead of its scripts and module preloads: the sheets block
 * the first paint, the scripts do not, so the sheets should not queue behind thirty preloads.
 */
function stylesFirst(): Plugin {
  return {
    name: 'krishi-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/<script type="module"|<link rel="modulepreload"/);
        if (sheets.length === 0 || firstScript < 0) return html;
        let rest = html;
        for (const sheet of sheets) rest = rest.replace(sheet, '');
        const at = rest.search(/<script type="module"|<link rel="modulepreload"/);
        return rest.slice(0, at) + sheets.map((s) => s.trim()).join('\n    ') + '\n    ' + rest.slice(at);
      },
    },
  };
}

/** What the server sends compressed: text a browser asks for, from a size compression pays for. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;
const COMPRESS_FROM_BYTES = 1024;
/**
 * From this size a file's gzip is zopfli's: about 3 % smaller than zlib's best (4.4 KB off the
 * start-up script) and still plain gzip to the browser. Zopfli costs a quarter of a second a file
 * whatever its size, so smaller files take zlib's best.
 */
const ZOPFLI_FROM_BYTES = 20_000;
const zlibGzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Best gzip for the file's size (see ZOPFLI_FROM_BYTES). */
async function bestGzip(raw: Buffer): Promise<Uint8Array> {
  if (raw.length >= ZOPFLI_FROM_BYTES) return zopfliGzip(raw, { numiterations: 1 });
  return zlibGzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Writes a `.gz` and a `.br` beside every built text file, at their best. The server sends them
 * as they are (@fastify/static `preCompressed`): smaller than what it could afford to compress
 * per request, and no compression work per request at all.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'krishi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file))
        .map((file) => path.join(outDir, file))
        .filter((file) => fs.statSync(file).size >= COMPRESS_FROM_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const raw = fs.readFileSync(file);
          const [gz, br] = await Promise.all([
            bestGzip(raw),
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
          ]);
          fs.writeFileSync(`${file}.gz`, gz);
          fs.writeFileSync(`${file}.br`, br);
        }),
      );
    },
  };
}

/**
 * The server's build of the app (`vite build --ssr`): entry-server.tsx as one Node module in
 * dist-server/, which the server imports to render pages (decision 037). Packages stay imports
 * of node_modules; the styles are the browser build's.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: false,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  plugins: [react(), serviceWorkerBuild(), stylesFirst(), bundleReport(process.env.BUNDLE_REPORT), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // One style sheet for every screen, in the head of every page: a page the server rendered is
    // painted before its screen's code (and a split-off sheet with it) arrives, and would jump
    // when that sheet came (decision 037). All of it is 11 KB gzip.
    cssCodeSplit: false,
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
      '^/(api|metadata|media|unauth|auth|cart|order|coupons|sandbox|payments|admin/api)(/|$)': 'http://localhost:3000',
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
