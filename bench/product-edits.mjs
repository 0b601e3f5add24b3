// An operator editing products while buyers read them, for scripts/bench.mjs: buyers ask for
// random products on every connection while the operator renames one product a second in the
// back office, and each new name is searched for until the storefront finds it. What a buyer
// waits behind an edit shows in the readers' p99; how long an edit takes to show, in the note.
import { productUpdateBody } from '@krishi/contract';
import { call, drive, logIn, must, percentile } from './clients.mjs';

/** The phone the bench server is told is an operator's (ADMIN_PHONES): client number ADMIN_CLIENT. */
export const ADMIN_CLIENT = 9_999;
const EDIT_EVERY_MS = 1_000;
const SHOWN_WITHIN_MS = 60_000;

/**
 * An admin product as the back office sends it back with a new English title: the contract's
 * edit body keeps the editable fields and drops the rest. Agronomy, label and pictures are left
 * as they are by leaving them out.
 */
const editBody = productUpdateBody.omit({ agronomy: true, label: true, images: true });
const renamed = (product, title) => editBody.parse({ ...product, title: { ...product.title, en: title } });

/**
 * `products`: the lowest and highest product id. Answers the readers' result (requests/s, p50 and
 * p99 in ms, CPU µs a read) and every edit's time from the save to the storefront finding it.
 */
export async function benchProductEdits({ base, dataDir, products: [low, high], readers, seconds, cpuMs }) {
  const token = await logIn(base, dataDir, ADMIN_CLIENT);
  const pickId = () => low + Math.floor(Math.random() * (high - low + 1));
  const read = async () => {
    const answer = await call(base, 'GET', `/api/eproduct/${pickId()}`);
    if (answer.status !== 200 && answer.status !== 404) throw new Error(`product: ${answer.status}`);
  };
  const edits = [];
  const failures = [];
  const until = performance.now() + seconds * 1000;
  /** Renames one listed product and waits until search finds its new name; false when it was not listed. */
  const renameOne = async (n, started) => {
    const id = pickId();
    const found = await call(base, 'GET', `/admin/api/products/${id}`, { token });
    // Only a listed product can be found under its new name.
    if (found.status !== 200 || found.body.data.status !== 'ACTIVE') return false;
    const word = `benchedit${Date.now().toString(36)}${n}`;
    await must(
      call(base, 'PUT', `/admin/api/products/${id}`, { token, body: renamed(found.body.data, `${word} Seeds`) }),
      'renaming a product',
    );
    for (const shownBy = started + SHOWN_WITHIN_MS; ;) {
      if (performance.now() > shownBy) throw new Error(`product ${id} renamed ${word} was not found within a minute`);
      const search = await must(
        call(base, 'POST', '/api/eproduct/products?pageNum=0&pageSize=4', { body: { searchString: word } }),
        'searching for the new name',
      );
      if (search.totalElements > 0) break;
    }
    edits.push(performance.now() - started);
    return true;
  };
  // A failed rename is counted, as a failed read is, and the operator goes on.
  const edit = async () => {
    for (let n = 0; performance.now() < until; n++) {
      const started = performance.now();
      try {
        if (!(await renameOne(n, started))) continue;
      } catch (error) {
        failures.push(error.message);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EDIT_EVERY_MS - (performance.now() - started))));
    }
  };
  const [result] = await Promise.all([
    drive(
      Array.from({ length: readers }, (_, i) => i),
      seconds,
      read,
      cpuMs,
    ),
    edit(),
  ]);
  edits.sort((a, b) => a - b);
  return {
    result: {
      ...result,
      failed: result.failed + failures.length,
      firstFailures: [...result.firstFailures, ...failures].slice(0, 3),
    },
    edits: { count: edits.length, p50: percentile(edits, 50), max: edits.at(-1) ?? 0 },
  };
}
