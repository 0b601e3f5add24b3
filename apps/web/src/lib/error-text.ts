import { isErrorCode, type enErrors } from '@krishi/contract';
import { ApiError } from './api-client';
import type { FrameKey, KeyOf, TranslateKeys } from './strings';

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
