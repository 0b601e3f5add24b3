import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: files ran one after another, and much of an
    // API test file is waiting (child processes, timers, the database), which a second overlaps.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A file's imports (Fastify, Drizzle, PGlite's loader, the contract) are evaluated once
          // per worker rather than once per file: isolated, the project took 537 s against 300 s
          // (decision 060). Files share a worker's module state, so a test restores what it
          // changes (fake timers, stubbed globals, spies) in its own afterEach.
          isolate: false,
          // Builds the databases every test app copies (src/test/database-templates.ts).
          globalSetup: ['src/test/database-templates.ts'],
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // Tests of the repository's own tooling: the lint rules that guard the architecture.
      {
        test: { name: 'tooling', root: 'tooling', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
