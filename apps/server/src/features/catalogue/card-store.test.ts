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
    expect(page.toString('utf8')).toBe(
      '{"content":[{"id":1,"title":{"en":"Urea 45 kg"}},{"id":2,"title":{"en":"DAP 50 kg bag"}}]}',
    );
  });
});
