import { createHash } from 'node:crypto';

/** An object as stored: its bytes, the type it was stored with, and an entity tag for its content. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  /** Quoted, as HTTP sends it: the MD5 of the bytes, as S3 gives for a single PUT. */
  etag: string;
}

/**
 * Where the server keeps files that every process must see (uploaded pictures): the local disk
 * for one host, an S3-compatible bucket for several. Keys are slash-separated paths.
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Segments of letters, digits, `_`, `-` and `.`, none starting with a dot: no traversal, no hidden
 * files, nothing that encodes differently on disk and in a URL.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Callers check what they are given before it becomes a key; a bad key here is a bug, so it throws. */
export function assertObjectKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}

/** The entity tag S3 gives an object stored by one PUT: its MD5, quoted. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}
