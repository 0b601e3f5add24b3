import { describe, expect, it } from 'vitest';
import { keptPublicAnswers, type OwnRoutesAnswer, type OwnRoutesCall } from './app-renderer.js';

const call = (url: string): OwnRoutesCall => ({ url: `http://storefront.internal${url}`, method: 'GET', headers: {} });

/** Routes that count their asks and answer public or not by path. */
function routes() {
  const asked: string[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const answer = async (c: OwnRoutesCall): Promise<OwnRoutesAnswer> => {
    asked.push(c.url);
    if (held) await held;
    return { status: 200, body: Buffer.from('{}'), public: !c.url.includes('cart') };
  };
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  return { asked, answer, hold };
}

function catalogueChanges() {
  const listeners: Array<() => void> = [];
  return { onClear: (l: () => void) => listeners.push(l), change: () => listeners.forEach((l) => l()) };
}

describe('page calls answered for every visitor alike', () => {
  it('asks the routes once for an answer that is the same for everyone', async () => {
    const { asked, answer } = routes();
    const kept = keptPublicAnswers(answer, catalogueChanges().onClear);
    await kept(call('/api/ecategory/tree'));
    await kept(call('/api/ecategory/tree'));
    expect(asked).toHaveLength(1);
  });

  it('asks again after the catalogue changes', async () => {
    const { asked, answer } = routes();
    const catalogue = catalogueChanges();
    const kept = keptPublicAnswers(answer, catalogue.onClear);
    await kept(call('/api/ecategory/tree'));
    catalogue.change();
    await kept(call('/api/ecategory/tree'));
    expect(asked).toHaveLength(2);
  });

  it('never keeps an answer that is not public', async () => {
    const { asked, answer } = routes();
    const kept = keptPublicAnswers(answer, catalogueChanges().onClear);
    await kept(call('/cart/mine'));
    await kept(call('/cart/mine'));
    expect(asked).toHaveLength(2);
  });

  it('does not keep an answer asked for before a change and answered after it', async () => {
    const { asked, answer, hold } = routes();
    const catalogue = catalogueChanges();
    const kept = keptPublicAnswers(answer, catalogue.onClear);
    const release = hold();
    const before = kept(call('/api/eproduct/7'));
    catalogue.change();
    release();
    await before;
    await kept(call('/api/eproduct/7'));
    expect(asked).toHaveLength(2);
  });
});
