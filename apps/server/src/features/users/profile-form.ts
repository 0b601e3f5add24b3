import { MAX_JSON_DEPTH, messages, profileInput, type ErrorBody, type Profile } from '@krishi/contract';
import { nestsAtMost } from '../../lib/json-body.js';
import { holdsNul } from '../../plugins/request-errors.js';

export type ProfileFormResult = { ok: true; profile: Profile } | { ok: false; error: ErrorBody };

const fail = (message: string, errorDetails?: ErrorBody['errorDetails']): ProfileFormResult => ({
  ok: false,
  error: errorDetails ? { message, errorDetails } : { message },
});

/**
 * Reads the userDtoJsonString field of `POST /api/save`: JSON text of the registration form (an
 * object is taken as is from a JSON body), validated with the form's own schema and messages.
 */
export function parseProfileField(raw: unknown, ownPhone: string): ProfileFormResult {
  if (raw === undefined || raw === '') return fail(messages.profileFieldMissing);
  let value: unknown = raw;
  if (typeof raw === 'string') {
    // JSON inside a form field escapes the body's depth check: the same limit, before anything walks it.
    if (!nestsAtMost(raw, MAX_JSON_DEPTH)) return fail(messages.jsonTooDeep(MAX_JSON_DEPTH));
    try {
      value = JSON.parse(raw);
    } catch {
      return fail(messages.profileNotJson);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(messages.profileNotJson);
  if (holdsNul(value)) return fail(messages.nulCharacter);

  const parsed = profileInput.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    return fail(details[0]!.message, details);
  }
  // The phone is the account's name: it is shown read-only and changes only with a new login.
  if (parsed.data.phoneNumber !== ownPhone) {
    return fail(messages.profilePhoneMismatch, [{ field: 'phoneNumber', message: messages.profilePhoneMismatch }]);
  }
  return { ok: true, profile: parsed.data };
}
