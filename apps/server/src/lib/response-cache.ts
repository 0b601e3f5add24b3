import { createHash } from 'node:crypto';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  /**
   * The body compressed, made the first time a client asks for that encoding and kept with the
   * entry; undefined when the body is too small to be worth it, or when this encoding is not
   * made for it yet (the client is then sent another).
   */
  encode(encoding: ContentEncoding): Buffer | undefined;
}

/**
 * How a body is compressed when a client first asks for an encoding, given how many times that
 * encoding has been asked for (this time included); undefined sends another encoding instead.
 * The body is asked for only when it is compressed: an entry kept as its gzip alone makes it.
 */
export type Compress = (body: () => Buffer, encoding: ContentEncoding, asked: number) => Buffer | undefined;

interface Entry extends CachedResponse {
  /** The body's length, and the bytes of it the cache counts: none when its gzip alone is kept. */
  length: number;
  bodyBytes: number;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  asked: Partial<Record<ContentEncoding, number>>;
  compress: Compress;
  /** Read since it was stored or since eviction last passed it over. */
  used: boolean;
}

/**
 * A body with its ETag already made, by a maker that knows a cheaper fingerprint of it than a
 * hash of every byte (a page of cards each hashed once when it was loaded).
 */
export interface TaggedBody {
  body: Buffer;
  etag: string;
}

/** A body with an ETag that hashes its bytes. */
function tagged(json: string | Buffer): TaggedBody {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Below this, compressing costs more than the bytes it saves. */
const COMPRESS_THRESHOLD = 1024;

/** A body and its gzip, made by a maker that compresses its own bodies (a page from its parts). */
export interface GzippedBody {
  body: Buffer;
  gzip: Buffer;
}

/** Brotli for an entry kept as its gzip: made once it is asked for a second time. */
function brotliOnSecondAsk(): Compress {
  const brotli = compressLater('br');
  return (body, encoding, asked) => (encoding === 'br' && asked > 1 ? brotli(body) : undefined);
}

/**
 * Encoded JSON responses kept as bytes, so a hot page costs a lookup and a write, not a query
 * and a stringify (and, for a browser, not a compression either). Bounded by total bytes, the
 * compressed copies included (roughly the least recently used goes first: see `evict`);
 * `clear()` is the invalidation hook every catalogue write calls, and listeners registered with
 * `onClear` hear it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** How many times the cache has been cleared: see `mark`. */
  private clears = 0;
  private readonly clearListeners: Array<() => void> = [];
  /** Entries still counted in `bytes`: a compressed copy of an evicted entry is not. */
  private stored = new WeakSet<Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * A hit only marks its entry as used. Moving it to the back of the map on every read (a true
   * LRU) made the map rebuild its table every few dozen reads, and those tables, promoted to the
   * old generation before they were dropped, grew the heap by 2 MB a second under hot pages.
   */
  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (hit) hit.used = true;
    return hit;
  }

  set(key: string, value: unknown): CachedResponse {
    return this.setJson(key, JSON.stringify(value));
  }

  /**
   * Taken before the reads a body is made from, and given to `setJson` with the body: a body made
   * from what was read before a clear (a write that lands while the body is being made) is
   * answered to its own request but not kept, so no later request gets it.
   */
  mark(): number {
    return this.clears;
  }

  /**
   * Stores a body that is already encoded, as text (JSON built by the database, a rendered page),
   * as bytes, or as bytes with their ETag; compressed whole unless told how. With `markedAt` (from
   * `mark`), the body is not kept when the cache has been cleared since.
   */
  setJson(
    key: string,
    json: string | Buffer | TaggedBody,
    { compress = compressWhole, markedAt }: { compress?: Compress; markedAt?: number } = {},
  ): CachedResponse {
    const { body, etag } = typeof json === 'string' || Buffer.isBuffer(json) ? tagged(json) : json;
    const entry: Entry = {
      body,
      length: body.length,
      bodyBytes: body.length,
      etag,
      encoded: {},
      asked: {},
      compress,
      encode: (encoding) => this.encode(entry, encoding),
      used: false,
    };
    return this.store(key, entry, markedAt);
  }

  /**
   * Stores a body that its maker has gzipped, as the gzip alone: a rendered page of 100-200 KB is
   * 20-30 KB so, and nearly every client takes gzip or brotli. The body is made again from the
   * gzip for a client that takes neither, and for the brotli, made once a client asks for it a
   * second time (a page read once is not worth its brotli).
   */
  setGzipped(
    key: string,
    { body, gzip: gzipped }: GzippedBody,
    { markedAt }: { markedAt?: number } = {},
  ): CachedResponse {
    const { etag } = tagged(body);
    const entry: Entry = {
      get body() {
        return gunzipSync(gzipped);
      },
      length: body.length,
      bodyBytes: 0,
      etag,
      encoded: { gzip: gzipped },
      asked: {},
      compress: brotliOnSecondAsk(),
      encode: (encoding) => this.encode(entry, encoding),
      used: false,
    };
    return this.store(key, entry, markedAt);
  }

  private store(key: string, entry: Entry, markedAt: number | undefined): CachedResponse {
    const size = sizeOf(entry);
    if (size > this.maxBytes || (markedAt !== undefined && markedAt !== this.clears)) return entry;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= sizeOf(old);
      this.entries.delete(key);
      this.stored.delete(old);
    }
    // Room is made before the entry goes in: were every older entry read since the last pass,
    // eviction would otherwise reach the new one first and drop it.
    this.evict(size);
    this.entries.set(key, entry);
    this.stored.add(entry);
    this.bytes += size;
    return entry;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedResponse> {
    return this.getOrComputeJson(key, async () => JSON.stringify(await compute()));
  }

  async getOrComputeJson(key: string, compute: () => Promise<string | Buffer | TaggedBody>): Promise<CachedResponse> {
    const hit = this.get(key);
    if (hit) return hit;
    const markedAt = this.mark();
    return this.setJson(key, await compute(), { markedAt });
  }

  private encode(entry: Entry, encoding: ContentEncoding): Buffer | undefined {
    if (entry.length < COMPRESS_THRESHOLD) return undefined;
    const known = entry.encoded[encoding];
    if (known) return known;
    const asked = (entry.asked[encoding] ?? 0) + 1;
    entry.asked[encoding] = asked;
    const compressed = entry.compress(() => entry.body, encoding, asked);
    if (!compressed) return undefined;
    entry.encoded[encoding] = compressed;
    if (this.stored.has(entry)) {
      this.bytes += compressed.length;
      this.evict();
    }
    return compressed;
  }

  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
    this.stored = new WeakSet();
    this.bytes = 0;
    for (const listener of this.clearListeners) listener();
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /**
   * Drops entries until `room` more bytes fit. Oldest first, but an entry used since eviction
   * last looked gets a second chance: it goes to the back, unmarked (the CLOCK approximation of
   * least recently used).
   */
  private evict(room = 0): void {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes + room <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      if (oldest.used) {
        oldest.used = false;
        this.entries.set(oldestKey, oldest);
        continue;
      }
      this.stored.delete(oldest);
      this.bytes -= sizeOf(oldest);
    }
  }
}

/** Brotli at a quality that compresses a page in about a millisecond. */
const brotliOptions = (body: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Brotli, or gzip. */
export function compressWhole(bodyOf: () => Buffer, encoding: ContentEncoding): Buffer {
  const body = bodyOf();
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body);
}

/**
 * A body's compression made on libuv's threads: the first call starts it and answers undefined
 * (the client is sent another encoding), and every call after it has finished answers it.
 */
export function compressLater(encoding: ContentEncoding): (bodyOf: () => Buffer) => Buffer | undefined {
  let made: Buffer | undefined;
  let started = false;
  return (bodyOf) => {
    if (!started) {
      started = true;
      const body = bodyOf();
      const done = (error: Error | null, result: Buffer) => {
        if (!error) made = result;
      };
      if (encoding === 'br') brotliCompress(body, brotliOptions(body), done);
      else gzip(body, done);
    }
    return made;
  };
}

function sizeOf(entry: Entry): number {
  return entry.bodyBytes + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}
