import { describe, expect, it } from 'vitest';
import { CardStore, compactJson } from './card-store.js';

const compact = (text: string) => Buffer.from(compactJson(Buffer.from(text))).toString('utf8');

describe('cards kept compact', () => {
  it('drops the spaces PostgreSQL writes between tokens', () => {
    expect(compact('{"id" : 7, "variants" : [{"price" : 43000}, {"price" : 1}]}')).toBe(
      '{"id":7,"variants":[{"price":43000},{"price":1}]}',
    );
  });

  it('keeps the spaces, quotes and backslashes inside a string', () => {
    const card = '{"title" : {"en" : "Neem Oil \\"10000 ppm\\" \\\\ 1 L", "kn" : "ಬೇವಿನ ಎಣ್ಣೆ 1 ಲೀಟರ್"}}';
    expect(JSON.parse(compact(card))).toEqual(JSON.parse(card));
    expect(compact(card)).toContain('"Neem Oil \\"10000 ppm\\" \\\\ 1 L"');
  });

  it('serves a page of loaded and changed cards as the same JSON, in fewer bytes', () => {
    const first = '{"id" : 1, "title" : {"en" : "Urea 45 kg"}}';
    const second = '{"id" : 2, "title" : {"en" : "DAP 50 kg"}}';
    const store = new CardStore();
    store.addChunk([1, 2], Buffer.from(`${first}\n${second}\n`));
    store.replace(2, '{"id" : 2, "title" : {"en" : "DAP 50 kg bag"}}');
    const page = store.page([1, 2], '{"content":', '}');
    expect(page.body.toString('utf8')).toBe(
      '{"content":[{"id":1,"title":{"en":"Urea 45 kg"}},{"id":2,"title":{"en":"DAP 50 kg bag"}}]}',
    );
  });
});

describe("one product's card", () => {
  it('is the card as loaded, or as re-encoded since, and nothing for a product without one', () => {
    const store = new CardStore();
    store.addChunk([1, 2], Buffer.from('{"id" : 1, "variants" : []}\n{"id" : 2, "variants" : []}\n'));
    store.replace(2, '{"id" : 2, "variants" : [{"id" : 5}]}');
    expect(store.card(1)?.toString('utf8')).toBe('{"id":1,"variants":[]}');
    expect(store.card(2)?.toString('utf8')).toBe('{"id":2,"variants":[{"id":5}]}');
    expect(store.card(3)).toBeUndefined();
  });
});

describe("a page's ETag", () => {
  const urea = '{"id" : 1, "title" : {"en" : "Urea 45 kg"}}';
  const dap = '{"id" : 2, "title" : {"en" : "DAP 50 kg"}}';
  const loaded = () => {
    const store = new CardStore();
    store.addChunk([1, 2], Buffer.from(`${urea}\n${dap}\n`));
    return store;
  };

  it('is the same for the same cards and text, in any store that holds them', () => {
    expect(loaded().page([1, 2], '{"content":', '}').etag).toBe(loaded().page([1, 2], '{"content":', '}').etag);
  });

  it('changes with a card re-encoded after the load, and is back once the card is', () => {
    const store = loaded();
    const before = store.page([1, 2], '{"content":', '}').etag;
    store.replace(2, '{"id" : 2, "title" : {"en" : "DAP 50 kg bag"}}');
    expect(store.page([1, 2], '{"content":', '}').etag).not.toBe(before);
    store.replace(2, dap);
    expect(store.page([1, 2], '{"content":', '}').etag).toBe(before);
  });

  it('changes with the order of the cards, with the text around them, and with the bytes kept encoded', () => {
    const store = loaded();
    const etags = [
      store.page([1, 2], '{"content":', '}').etag,
      store.page([2, 1], '{"content":', '}').etag,
      store.page([1, 2], '{"content":', ',"totalElements":2}').etag,
      store.page([1, 2], '{"content":', ',"facets":', Buffer.from('{"brands":[]}'), '}').etag,
      store.page([1, 2], '{"content":', ',"facets":', Buffer.from('{"brands":[1]}'), '}').etag,
      store.page([1], '{"content":', '}').etag,
    ];
    expect(new Set(etags).size).toBe(etags.length);
  });
});
