import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual rules, this lints the architecture: web -> contract <- server, nothing
 * imports an app, features do not import each other, shared code imports no feature, and no
 * import cycles.
 */
const here = import.meta.dirname;
const apps = ['web', 'server'];

/** The feature folders of an app, read when the config loads: a new feature is fenced at once. */
const featuresOf = (app) =>
  readdirSync(`${here}/apps/${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature: everything under features/ except its own folder is out of reach. */
const featureZones = (app) =>
  featuresOf(app).map((feature) => ({
    target: `./apps/${app}/src/features/${feature}`,
    from: `./apps/${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in a route or app module.',
  }));

/**
 * The places meant to compose features; everything else outside features/ is shared code and
 * imports no feature. Web: the app shell (main.tsx and its server twin entry-server.tsx) and src/app/ (router and route modules).
 * Server: app.ts, which registers every feature; seed/, the other entry point, which fills a
 * database and clears the media feature's rendered pictures; and the tests with their helpers
 * (src/test/), which build the app and log people in through several features.
 * Type-only imports count like any other: a type is part of the feature it is defined in.
 */
const compositionPlaces = {
  web: ['apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx', 'apps/web/src/app/**'],
  server: [
    'apps/server/src/app.ts',
    'apps/server/src/seed/**',
    'apps/server/src/test/**',
    'apps/server/src/**/*.test.ts',
  ],
};

const boundaries = apps.flatMap((app) => [
  {
    files: [`apps/${app}/src/features/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: featureZones(app) }] },
  },
  {
    files: [`apps/${app}/src/**/*.{ts,tsx}`],
    ignores: [`apps/${app}/src/features/**`, ...compositionPlaces[app]],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            {
              target: `./apps/${app}/src`,
              from: `./apps/${app}/src/features`,
              message:
                'Shared code imports no feature; move the code into the feature, or compose it in a composition place (eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
]);

/**
 * One composition root on the server (docs/decisions/034): app.ts builds every feature's
 * repositories and services and hands each route plugin what it uses as plugin options. A feature
 * never reaches the database through the app; a route plugin builds no repository, holds no SQL
 * and reads no feature service from the app (those decorations are for tests and tooling).
 */
const noDatabaseThroughTheApp = {
  selector: "MemberExpression[property.name='database']",
  message: 'A feature gets its repositories from app.ts as plugin options; it does not reach app.database.',
};
const featureDecorations = 'catalogue|places|push|coupons|cart|orders|reviews';
const routePluginRules = [
  noDatabaseThroughTheApp,
  {
    selector:
      "ImportDeclaration[importKind='value'] > ImportSpecifier[importKind='value'][imported.name=/Repository$/]",
    message: 'A route plugin builds no repository: app.ts builds it and passes it as a plugin option.',
  },
  {
    selector: 'ImportDeclaration[source.value=/^drizzle-orm|db\\/schema\\.js$/]',
    message: "A route plugin holds no SQL: queries live in the feature's repository.",
  },
  {
    selector: `MemberExpression[object.name='app'][property.name=/^(${featureDecorations})$/]`,
    message: 'A route plugin gets the services it uses as plugin options from app.ts, not from app decorations.',
  },
  {
    selector: `VariableDeclarator[init.name='app'] > ObjectPattern > Property[key.name=/^(${featureDecorations})$/]`,
    message: 'A route plugin gets the services it uses as plugin options from app.ts, not from app decorations.',
  },
];
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/*.config.*',
      'scripts/**',
      'bench/**',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@krishi/server', '@krishi/web', '**/apps/*'], message: 'Nothing imports an app.' },
            { group: ['@krishi/contract/*'], message: 'Import the contract by its package name only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    // Tests are not shipped: they may import their runner.
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contract is a leaf: zod and itself only.' }] },
      ],
    },
  },
  ...boundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'The web app never touches the database.' },
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use lazyWhenOnline (lib/lazy-when-online.ts): offline, a failed load then waits for the connection instead of replacing the page with an error.',
            },
          ],
          patterns: [{ group: ['**/server/**', '@krishi/server'], message: 'The web app never imports the server.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noDatabaseThroughTheApp] },
  },
  {
    files: [
      'apps/server/src/features/**/routes.ts',
      'apps/server/src/features/**/*-routes.ts',
      'apps/server/src/features/orders/webhook.ts',
      'apps/server/src/features/admin/catalogue/taxonomy.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...routePluginRules] },
  },
  {
    // The one place React.lazy is wrapped.
    files: ['apps/web/src/lib/lazy-when-online.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
