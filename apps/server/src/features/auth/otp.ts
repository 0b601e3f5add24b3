import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@krishi/contract';
import type { StoredCode } from './repository.js';

/** A uniformly random code of OTP_LENGTH digits from the system's CSPRNG. */
export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** HMAC of phone and code under a per-code salt: the stored hash works for this phone only. */
function digest(phoneNumber: string, code: string, salt: string): string {
  return createHmac('sha256', salt).update(`${phoneNumber}:${code}`).digest('hex');
}

export function hashCode(phoneNumber: string, code: string): StoredCode {
  const salt = randomBytes(16).toString('hex');
  return { codeHash: digest(phoneNumber, code, salt), salt };
}

export function codeMatches(phoneNumber: string, code: string, stored: StoredCode): boolean {
  const candidate = Buffer.from(digest(phoneNumber, code, stored.salt), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
