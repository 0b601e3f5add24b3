import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';
import { ResponseCache } from './response-cache.js';
import { acceptedEncodings } from './send-cached.js';

describe('the response cache', () => {
  it('drops the least recently used entry past its byte budget', () => {
    const cache = new ResponseCache(30);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    cache.get('a');
    cache.set('c', 'z'.repeat(10));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.byteSize).toBeLessThanOrEqual(30);
  });

  it('keeps the entry it has just stored when every older one was read since', () => {
    const cache = new ResponseCache(30);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    cache.get('a');
    cache.get('b');
    cache.set('c', 'z'.repeat(10));
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.byteSize).toBeLessThanOrEqual(30);
  });

  it('compresses an entry once and counts the copy in its budget', () => {
    const cache = new ResponseCache(1_000_000);
    const entry = cache.set('page', { words: 'ರೈತರಿಗೆ ಉತ್ತಮ '.repeat(200) });
    const before = cache.byteSize;
    const gzip = entry.encode('gzip')!;
    expect(entry.encode('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).equals(entry.body)).toBe(true);
    expect(cache.byteSize).toBe(before + gzip.length);
  });

  it('keeps a gzipped page as its gzip alone, and makes the page again from it', async () => {
    const cache = new ResponseCache(1_000_000);
    const store = () => {
      const body = Buffer.from('<p>ಹತ್ತಿ ಬೀಜ ₹450</p>'.repeat(500));
      const gzip = gzipSync(body);
      return {
        entry: cache.setGzipped('/product/1', { body, gzip }),
        gzip,
        text: body.toString(),
        kept: new WeakRef(body),
      };
    };
    const { entry, gzip, text, kept } = store();

    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();

    expect(kept.deref()).toBeUndefined();
    expect(cache.byteSize).toBe(gzip.length);
    expect(entry.encode('gzip')).toBe(gzip);
    expect(entry.body.toString()).toBe(text);
  });

  it('makes a gzipped page’s brotli once it is asked for a second time', async () => {
    const cache = new ResponseCache(1_000_000);
    const body = Buffer.from('<li>ರೈತರಿಗೆ ಉತ್ತಮ ಬೀಜ</li>'.repeat(400));
    const entry = cache.setGzipped('/products', { body, gzip: gzipSync(body) });

    expect(entry.encode('br')).toBeUndefined();
    expect(entry.encode('br')).toBeUndefined();
    await expect.poll(() => entry.encode('br')).toBeDefined();
    expect(brotliDecompressSync(entry.encode('br')!).equals(body)).toBe(true);
  });

  it('leaves small bodies uncompressed', () => {
    expect(new ResponseCache(1000).set('tiny', { a: 1 }).encode('br')).toBeUndefined();
  });

  it('tells its listeners when it is cleared', () => {
    const cache = new ResponseCache(1000);
    let heard = 0;
    cache.onClear(() => heard++);
    cache.set('a', 1);
    cache.clear();
    expect(heard).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('answers, but does not keep, a body made while the cache was cleared', async () => {
    const cache = new ResponseCache(1000);
    const answered = await cache.getOrCompute('price', async () => {
      cache.clear();
      return { price: 100 };
    });
    expect(answered.body.toString()).toBe('{"price":100}');
    expect(cache.get('price')).toBeUndefined();
  });

  it('keeps a body made from reads marked before it, with no clear since', () => {
    const cache = new ResponseCache(1000);
    const markedAt = cache.mark();
    cache.setJson('price', '{"price":120}', { markedAt });
    expect(cache.get('price')?.body.toString()).toBe('{"price":120}');
  });

  it('does not keep a body made from reads marked before a clear', () => {
    const cache = new ResponseCache(1000);
    const markedAt = cache.mark();
    cache.clear();
    cache.setJson('price', '{"price":100}', { markedAt });
    expect(cache.get('price')).toBeUndefined();
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
