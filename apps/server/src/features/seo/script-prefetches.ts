import { z } from 'zod';

/**
 * `apps/web/dist/.vite/module-chunks.json`, written by the browser build (apps/web/vite.config.ts):
 * the chunk each of the app's modules is in, by its path ('src/app/routes/product.tsx'), and the
 * chunks each chunk imports.
 */
const moduleChunks = z.object({
  entry: z.string().nullable(),
  modules: z.record(z.string(), z.string()),
  imports: z.record(z.string(), z.array(z.string())),
});
export type ModuleChunks = z.infer<typeof moduleChunks>;

const NO_MODULE_CHUNKS: ModuleChunks = { entry: null, modules: {}, imports: {} };

/** The build's module-chunks.json as read, or none without a build. */
export function moduleChunksFrom(text: string | null): ModuleChunks {
  return text === null ? NO_MODULE_CHUNKS : moduleChunks.parse(JSON.parse(text));
}

/**
 * The `<link rel="prefetch">` tags for a page's route modules: their chunks and every chunk those
 * import, but not the entry's own (its script tag fetches them). Without them a phone learns of a
 * page's scripts only once the app's script has arrived, run and matched the route, and the app
 * then adds a link per script in one task of the page's start; with them, Vite's preload helper
 * finds each script named and adds nothing. Prefetched, not module-preloaded: a prefetch waits
 * for the page's picture and the app's script, where twenty-five module preloads at high priority
 * shared a slow line with them (Lighthouse's first paint moved from 1.5 to 2.2-2.9 s).
 * A module the build does not name (no build) adds nothing.
 */
export function scriptPrefetches(chunks: ModuleChunks): (modules: readonly string[]) => string {
  const closure = (files: Array<string | undefined>): Set<string> => {
    const found = new Set<string>();
    const visit = (file: string | undefined) => {
      if (file === undefined || found.has(file)) return;
      found.add(file);
      chunks.imports[file]?.forEach(visit);
    };
    files.forEach(visit);
    return found;
  };
  const started = closure([chunks.entry ?? undefined]);
  const tags = new Map<string, string>();
  return (modules) => {
    const key = modules.join(' ');
    let tagged = tags.get(key);
    if (tagged === undefined) {
      tagged = [...closure(modules.map((module) => chunks.modules[module]))]
        .filter((file) => !started.has(file))
        .map((file) => `<link rel="prefetch" as="script" crossorigin href="/${file}">`)
        .join('\n    ');
      tags.set(key, tagged);
    }
    return tagged;
  };
}
