import { isErrorCode, isPlainErrorCode, type enErrors } from '@krishi/contract';
import { ApiError } from './api-client';
import type { FrameKey, KeyOf, TranslateKeys } from './strings';

/** A `t` that says the refusal lines: its code named enErrors. */
type ErrorsT = TranslateKeys<FrameKey | KeyOf<typeof enErrors>>;

/**
 * What a failed call tells the visitor, in the page's language: the line of the refusal's code
 * (`error.<code>`, filled from its params); the server's English message for a code this build
 * does not know yet; the screen's own words when no answer came (offline, a proxy's page). `t`
 * says the refusal lines (its code named enErrors) and the fallback's group.
 */
export function errorText<K extends string = never>(
  t: TranslateKeys<K | FrameKey | KeyOf<typeof enErrors>>,
  error: unknown,
  fallback: K | FrameKey = 'common.error',
): string {
  const body = error instanceof ApiError ? error.body : null;
  if (!body) return t(fallback);
  return body.code && isErrorCode(body.code) ? t(`error.${body.code}`, body.params) : body.message;
}

/** The refusal's code when the server sent one: what a screen branches on, never the message. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

/**
 * A form check's problem in the page's language: the contract's schemas fail with a code, said
 * as the server says the same refusal (`error.<code>`); a rule without a code keeps its words.
 */
export function issueText(t: ErrorsT, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isPlainErrorCode(message) ? t(`error.${message}`) : message;
}
