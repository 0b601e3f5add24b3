import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const deflateRawOffThread = promisify(deflateRaw);

/** What a back-reference can reach: deflate's window. */
const WINDOW = 32 * 1024;
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FLUSHED = { finishFlush: constants.Z_SYNC_FLUSH };
/**
 * A fresh part's level: 4 deflates a page's own 40-130 KB in half the CPU of the default 6, for
 * 3-4 % more bytes (docs/benchmarks.md). A page answered once or twice is sent like this; one
 * asked for again is sent as brotli, made whole (page-template.ts).
 */
const FRESH_LEVEL = 4;
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * A part that is the same in many bodies, deflated once. Its blocks end flushed and open (not
 * the stream's last), so they stand anywhere in a stream: deflate blocks concatenate, and a
 * stream's back-references only reach what came before them, which the decoder holds anyway.
 */
export class KeptPart {
  readonly deflated: Buffer;

  constructor(readonly raw: Buffer) {
    this.deflated = deflateRawSync(raw, { ...FLUSHED, level: constants.Z_BEST_COMPRESSION });
  }
}

/** The last `WINDOW` bytes before part `index`: what its own compression may refer back to. */
function windowBefore(parts: ReadonlyArray<Buffer | KeptPart>, index: number): Buffer | undefined {
  const tail: Buffer[] = [];
  let length = 0;
  for (let i = index - 1; i >= 0 && length < WINDOW; i--) {
    const part = parts[i]!;
    const raw = part instanceof KeptPart ? part.raw : part;
    const take = raw.subarray(Math.max(0, raw.length - (WINDOW - length)));
    tail.unshift(take);
    length += take.length;
  }
  if (length === 0) return undefined;
  return tail.length === 1 ? tail[0] : Buffer.concat(tail);
}

/**
 * One gzip member of the parts in order, compressing only the parts that are not kept: a page of
 * 90 KB whose 60 KB of inlined style sheet is a kept part costs a deflate of 30 KB. Each fresh
 * part is compressed with the window before it as its dictionary, so it still refers back into
 * the parts before it as a whole-body deflate would. The deflates run on libuv's threads, beside
 * the main thread, which meanwhile answers other requests.
 */
export async function gzipOfParts(parts: ReadonlyArray<Buffer | KeptPart>): Promise<Buffer> {
  let crc = 0;
  let length = 0;
  const blocks = parts.map((part, index) => {
    const raw = part instanceof KeptPart ? part.raw : part;
    // An empty buffer is skipped, not summed: Node's crc32 answers 0 for some empty buffers.
    if (raw.length === 0) return Buffer.alloc(0);
    crc = crc32(raw, crc);
    length += raw.length;
    if (part instanceof KeptPart) return part.deflated;
    const dictionary = windowBefore(parts, index);
    return deflateRawOffThread(part, { ...FLUSHED, level: FRESH_LEVEL, ...(dictionary ? { dictionary } : {}) });
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  // The stream's last block: empty, final.
  return Buffer.concat([HEADER, ...(await Promise.all(blocks)), LAST_BLOCK, trailer]);
}
