import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
}

/**
 * Encoded JSON responses kept as bytes, so a hot page costs a lookup and a write, not a query
 * and a stringify. Bounded by total bytes (least recently used goes first); `clear()` is the
 * invalidation hook every catalogue write calls.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private readonly clearListeners: Array<() => void> = [];

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: unknown): CachedResponse {
    const body = Buffer.from(JSON.stringify(value));
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (body.length > this.maxBytes) return entry;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
    return entry;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedResponse> {
    return this.get(key) ?? this.set(key, await compute());
  }

  /** Caches derived from the same data (rendered page heads, the sitemap) are cleared with this one. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    for (const listener of this.clearListeners) listener();
  }

  get size(): number {
    return this.entries.size;
  }
}
