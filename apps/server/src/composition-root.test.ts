import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, as `npm run lint` runs it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

/** The composition-root messages ESLint gives this source at this path. */
async function refusals(source: string, filePath = 'apps/server/src/features/example/routes.ts') {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const plugin = (body: string) => `
import type { FastifyPluginAsync } from 'fastify';
const exampleRoutes: FastifyPluginAsync = async (app) => {
  ${body}
};
export default exampleRoutes;
`;

describe('one composition root: lint refuses a route plugin that builds what app.ts should give it', () => {
  it('refuses a route plugin that reaches the database through the app', async () => {
    expect(await refusals(plugin('app.log.info(app.database.db);'))).toEqual([
      'A feature gets its repositories from app.ts as plugin options; it does not reach app.database.',
    ]);
  });

  it('refuses a route plugin that imports a repository factory', async () => {
    const source = `import { exampleRepository } from './repository.js';\n${plugin('app.log.info(exampleRepository);')}`;
    expect(await refusals(source)).toEqual([
      'A route plugin builds no repository: app.ts builds it and passes it as a plugin option.',
    ]);
  });

  it('refuses SQL in a route plugin', async () => {
    const source = `import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema.js';\n${plugin('app.log.info(eq, users);')}`;
    expect(await refusals(source)).toEqual([
      "A route plugin holds no SQL: queries live in the feature's repository.",
      "A route plugin holds no SQL: queries live in the feature's repository.",
    ]);
  });

  it("refuses a route plugin that reads another feature's service from the app", async () => {
    const message = 'A route plugin gets the services it uses as plugin options from app.ts, not from app decorations.';
    expect(await refusals(plugin('app.log.info(app.cart);'))).toEqual([message]);
    expect(await refusals(plugin('const { places } = app;\n  app.log.info(places);'))).toEqual([message]);
  });

  it('refuses app.database in any feature module, not only in route plugins', async () => {
    const source = `export const peek = (app: { database: unknown }) => app.database;\n`;
    expect(await refusals(source, 'apps/server/src/features/example/service.ts')).toHaveLength(1);
  });

  it('holds the back office to the same rules: no SQL in its route plugins either', async () => {
    const source = `import { eq } from 'drizzle-orm';\n${plugin('app.log.info(eq, app.database.db);')}`;
    for (const filePath of ['routes.ts', 'coupons/routes.ts', 'orders/routes.ts', 'catalogue/taxonomy.ts']) {
      expect(await refusals(source, `apps/server/src/features/admin/${filePath}`), filePath).toEqual([
        "A route plugin holds no SQL: queries live in the feature's repository.",
        'A feature gets its repositories from app.ts as plugin options; it does not reach app.database.',
      ]);
    }
  });

  it('lets a route plugin use the repository it is given as a plugin option', async () => {
    const source = `
import type { FastifyPluginAsync } from 'fastify';
import type { ExampleRepository } from './repository.js';
const exampleRoutes: FastifyPluginAsync<{ examples: ExampleRepository }> = async (app, { examples }) => {
  app.get('/api/examples', async () => ({ data: await examples.list() }));
};
export default exampleRoutes;
`;
    expect(await refusals(source)).toEqual([]);
  });

  it('lets a repository hold SQL', async () => {
    const source = `import { eq } from 'drizzle-orm';\nexport const byId = eq;\n`;
    expect(await refusals(source, 'apps/server/src/features/example/repository.ts')).toEqual([]);
  });
});
