import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipOfParts, KeptPart } from './gzip-parts.js';

const text = (words: string[]) => Buffer.from(words.join(' '));
/** Repetitive text, as pages are: words drawn from a small vocabulary, so parts refer back. */
const part = fc.array(fc.constantFrom('<div class="card">', 'ರೂ', '₹190', 'Imidacloprid', '</a>', 'x'.repeat(300)), {
  maxLength: 400,
});

describe('gzip made of parts', () => {
  it('decompresses to the parts in order, wherever the kept parts stand', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(part, fc.boolean()), { maxLength: 5 }), async (spec) => {
        const parts = spec.map(([words, kept]) => (kept ? new KeptPart(text(words)) : text(words)));
        const whole = Buffer.concat(parts.map((p) => (p instanceof KeptPart ? p.raw : p)));
        expect(gunzipSync(await gzipOfParts(parts)).equals(whole)).toBe(true);
      }),
    );
  });

  it('refers back past a kept part into what came before it', async () => {
    const shared = Buffer.from('a paragraph the page says twice, which refers back the second time. '.repeat(40));
    const separate = await gzipOfParts([
      shared,
      new KeptPart(Buffer.from('<style></style>')),
      Buffer.from('new words'),
    ]);
    const repeated = await gzipOfParts([shared, new KeptPart(Buffer.from('<style></style>')), shared]);
    expect(repeated.length - separate.length).toBeLessThan(40);
  });
});
