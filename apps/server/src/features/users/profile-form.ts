import { MAX_JSON_DEPTH, messages, profileInput, type Profile } from '@krishi/contract';
import { nestsAtMost } from '../../lib/json-body.js';
import { invalidInput } from '../../lib/invalid-input.js';
import { Refusal } from '../../lib/refusal.js';
import { holdsNul } from '../../plugins/request-errors.js';

/**
 * Reads the userDtoJsonString field of `POST /api/save`: JSON text of the registration form (an
 * object is taken as is from a JSON body), validated with the form's own schema and messages.
 * Anything else is refused.
 */
export function parseProfileField(raw: unknown, ownPhone: string): Profile {
  if (raw === undefined || raw === '') throw new Refusal(400, 'profileFieldMissing');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    // JSON inside a form field escapes the body's depth check: the same limit, before anything walks it.
    if (!nestsAtMost(raw, MAX_JSON_DEPTH)) throw new Refusal(400, 'jsonTooDeep', { levels: MAX_JSON_DEPTH });
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Refusal(400, 'profileNotJson');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(400, 'profileNotJson');
  if (holdsNul(value)) throw new Refusal(400, 'nulCharacter');

  const parsed = profileInput.safeParse(value);
  if (!parsed.success) {
    throw invalidInput(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  }
  // The phone is the account's name: it is shown read-only and changes only with a new login.
  if (parsed.data.phoneNumber !== ownPhone) {
    throw new Refusal(400, 'profilePhoneMismatch', undefined, {
      errorDetails: [{ field: 'phoneNumber', message: messages.profilePhoneMismatch }],
    });
  }
  return parsed.data;
}
