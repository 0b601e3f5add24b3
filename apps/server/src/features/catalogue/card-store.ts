import { createHash } from 'node:crypto';
import type { TaggedBody } from '../../lib/response-cache.js';

/** A card's fingerprint: the first 8 bytes of its SHA-1, as two 32-bit numbers. */
const DIGEST_WORDS = 2;

interface ChangedCard {
  bytes: Buffer;
  digest: Int32Array;
}

/**
 * Every active product's card as encoded JSON bytes, held in memory next to the catalogue index,
 * so a listing or search page is a few copies, not a query: PGlite runs in this process's only
 * thread, and forty primary-key reads per cold page queued every other request behind them.
 * Cards are written by the database (`product_card`, migration 0003) and kept here as one
 * arena per load chunk; cards re-encoded since the load (price and stock changes) replace
 * theirs from a small map until the next full load. Each card is hashed once, when it is kept,
 * so a page's ETag hashes forty fingerprints instead of every byte of the page: hashing a 26 KB
 * listing whole costs a fifth of a cold listing's CPU (decision 047).
 */
export class CardStore {
  private readonly arenas: Buffer[] = [];
  /** Product id -> slot; a slot's arena number, start and length (numbers, not objects: less for the GC to walk). */
  private readonly slots = new Map<number, number>();
  private readonly slotArena: number[] = [];
  private readonly slotStart: number[] = [];
  private readonly slotLength: number[] = [];
  /** Each slot's fingerprint, DIGEST_WORDS numbers from slot * DIGEST_WORDS. */
  private slotDigests = new Int32Array(1024 * DIGEST_WORDS);
  private readonly changed = new Map<number, ChangedCard>();
  private changedBytes = 0;
  /** A page's fingerprints, with its card count and its text's length in front. */
  private fingerprint = new Int32Array(64 * DIGEST_WORDS);

  /** Bytes held by cards re-encoded since the load: past a bound, a full load is cheaper. */
  get changedByteSize(): number {
    return this.changedBytes;
  }

  /**
   * Adds a load chunk's cards: `cards` holds the card of each of `ids`, in order, each followed
   * by a line break (JSON text has none of its own). The bytes are kept compacted (and may be
   * overwritten in doing so).
   */
  addChunk(ids: number[], cards: Uint8Array): void {
    const arena = Buffer.from(compactJson(cards));
    const arenaNumber = this.arenas.push(arena) - 1;
    const needed = (this.slotArena.length + ids.length) * DIGEST_WORDS;
    if (needed > this.slotDigests.length) {
      const grown = new Int32Array(Math.max(needed, this.slotDigests.length * 2));
      grown.set(this.slotDigests);
      this.slotDigests = grown;
    }
    let at = 0;
    for (const id of ids) {
      const end = arena.indexOf(0x0a, at);
      if (end < 0) throw new Error(`card of product ${id} missing from its load chunk`);
      const slot = this.slotArena.length;
      this.slots.set(id, slot);
      this.slotArena.push(arenaNumber);
      this.slotStart.push(at);
      this.slotLength.push(end - at);
      writeDigest(arena.subarray(at, end), this.slotDigests, slot * DIGEST_WORDS);
      at = end + 1;
    }
  }

  /** A card re-encoded after the load (a price or stock change). */
  replace(id: number, card: string): void {
    const old = this.changed.get(id);
    if (old) this.changedBytes -= old.bytes.length;
    const bytes = Buffer.from(compactJson(Buffer.from(card)));
    const digest = new Int32Array(DIGEST_WORDS);
    writeDigest(bytes, digest, 0);
    this.changed.set(id, { bytes, digest });
    this.changedBytes += bytes.length;
  }

  /** A product no longer shown: its card is left out of pages and product answers. */
  remove(id: number): void {
    const old = this.changed.get(id);
    if (old) this.changedBytes -= old.bytes.length;
    this.changed.delete(id);
    this.slots.delete(id);
  }

  /** One product's card as encoded JSON, or undefined for a product without one (not shown). */
  card(id: number): Buffer | undefined {
    const changed = this.changed.get(id);
    if (changed) return changed.bytes;
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    const start = this.slotStart[slot] ?? 0;
    return this.arenas[this.slotArena[slot] ?? 0]!.subarray(start, start + (this.slotLength[slot] ?? 0));
  }

  /**
   * The JSON array of the cards of `ids`, in that order, between `before` and `after` (the rest
   * of the response body: text, and bytes kept encoded, such as a listing's facets), as one
   * buffer, with its ETag. A product without a card (gone since the index was built) is left
   * out, as the database join did.
   */
  page(ids: ArrayLike<number>, before: string, ...after: Array<string | Buffer>): TaggedBody {
    // A changed card as itself, a loaded one as its slot number.
    const parts: Array<ChangedCard | number> = [];
    let total = Buffer.byteLength(before) + 2;
    for (const part of after) total += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? 0;
      const part = this.changed.get(id) ?? this.slots.get(id);
      if (part === undefined) continue;
      total +=
        (typeof part === 'number' ? (this.slotLength[part] ?? 0) : part.bytes.length) + (parts.length > 0 ? 1 : 0);
      parts.push(part);
    }
    const words = (parts.length + 1) * DIGEST_WORDS;
    if (words > this.fingerprint.length) this.fingerprint = new Int32Array(words * 2);
    const fingerprint = this.fingerprint;
    // The card count and the text's length in front make the hashed sequence mean one body only.
    fingerprint[0] = parts.length;
    fingerprint[1] = Buffer.byteLength(before);
    const body = Buffer.allocUnsafe(total);
    let at = body.write(before);
    body[at++] = 0x5b; // [
    parts.forEach((part, i) => {
      if (i > 0) body[at++] = 0x2c; // ,
      const into = (i + 1) * DIGEST_WORDS;
      if (typeof part !== 'number') {
        at += part.bytes.copy(body, at);
        fingerprint[into] = part.digest[0]!;
        fingerprint[into + 1] = part.digest[1]!;
        return;
      }
      const start = this.slotStart[part] ?? 0;
      at += this.arenas[this.slotArena[part] ?? 0]!.copy(body, at, start, start + (this.slotLength[part] ?? 0));
      fingerprint[into] = this.slotDigests[part * DIGEST_WORDS]!;
      fingerprint[into + 1] = this.slotDigests[part * DIGEST_WORDS + 1]!;
    });
    body[at++] = 0x5d; // ]
    const hash = createHash('sha1')
      .update(new Uint8Array(fingerprint.buffer, 0, words * 4))
      .update(before);
    for (const part of after) {
      at += typeof part === 'string' ? body.write(part, at) : part.copy(body, at);
      hash.update(part);
    }
    return { body, etag: `"${hash.digest('base64url')}"` };
  }
}

function writeDigest(card: Uint8Array, into: Int32Array, at: number): void {
  const digest = createHash('sha1').update(card).digest();
  into[at] = digest.readInt32LE(0);
  into[at + 1] = digest.readInt32LE(4);
}

const SPACE = 0x20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * JSON text without the spaces between its tokens, compacted in place: PostgreSQL writes
 * `{"id" : 1, "price" : 43000}`, and those spaces were an eighth of a listing page's bytes, sent
 * on every answer and held for every card. Spaces inside strings are kept; so are line breaks,
 * which separate a load chunk's cards (JSON text from the database holds none of its own).
 */
export function compactJson(json: Uint8Array): Uint8Array {
  let write = 0;
  let inString = false;
  for (let read = 0; read < json.length; read++) {
    const byte = json[read]!;
    if (inString) {
      if (byte === BACKSLASH) {
        json[write++] = byte;
        read++;
        json[write++] = json[read]!;
        continue;
      }
      if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === SPACE) {
      continue;
    }
    json[write++] = byte;
  }
  return json.subarray(0, write);
}
