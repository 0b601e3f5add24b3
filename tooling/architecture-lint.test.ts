import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rule of eslint.config.js, run as `npm run lint` runs it, on code that is not in
 * the repository: each case is a module at a made-up path importing a real one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const FEATURE_INTO_FEATURE = /A feature does not import another feature/;
const SHARED_INTO_FEATURE = /Shared code imports no feature/;

describe('the lint rule that keeps features apart', () => {
  it('fails a web feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cart/components/new-module.ts',
      "import { useWishlist } from '../../wishlist/api/wishlist';\nexport const hook = useWishlist;\n",
    );
    expect(errors).toEqual([expect.stringMatching(FEATURE_INTO_FEATURE)]);
  });

  it('fails a server feature that imports only a type of another feature', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/orders/new-module.ts',
      "import type { SandboxGateway } from '../payments/sandbox.js';\nexport type Gateway = SandboxGateway;\n",
    );
    expect(errors).toEqual([expect.stringMatching(FEATURE_INTO_FEATURE)]);
  });

  it('passes a feature that imports its own modules and shared code', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cart/components/new-module.ts',
      "import { useCart } from '../api/cart-api';\nimport { toast } from '../../../lib/toast';\nexport const parts = [useCart, toast];\n",
    );
    expect(errors).toEqual([]);
  });

  it("fails the web's shared components importing a feature", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/new-module.ts',
      "import { useCart } from '../features/cart/api/cart-api';\nexport const hook = useCart;\n",
    );
    expect(errors).toEqual([expect.stringMatching(SHARED_INTO_FEATURE)]);
  });

  it("fails the server's plugins importing a feature", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/plugins/new-module.ts',
      "import { loginService } from '../features/auth/login.js';\nexport const service = loginService;\n",
    );
    expect(errors).toEqual([expect.stringMatching(SHARED_INTO_FEATURE)]);
  });

  it('passes the route modules, which compose features', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/routes/new-module.tsx',
      "import { useCart } from '../../features/cart/api/cart-api';\nimport { useWishlist } from '../../features/wishlist/api/wishlist';\nexport const hooks = [useCart, useWishlist];\n",
    );
    expect(errors).toEqual([]);
  });

  it("passes the server's app.ts, which registers every feature", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/app.ts',
      "import { loginService } from './features/auth/login.js';\nexport const service = loginService;\n",
    );
    expect(errors).toEqual([]);
  });
});
