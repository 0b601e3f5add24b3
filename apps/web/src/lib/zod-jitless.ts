interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * zod's first parse tries `new Function` for a faster parser: our CSP has no 'unsafe-eval', so
 * the try fails and the browser reports it as a violation on every page. zod (4.6) keeps its
 * settings on this global, shared by every copy of it and read at each parse, so the page sets
 * it here without importing zod: only the screens that parse load it.
 */
export function parseWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
