/* No zod here: the page says refusals by code at start-up and must not pull the schema library in. */
import { errors } from './locales/en/errors.js';

type ErrorKey = keyof typeof errors;

/** A refusal's machine name: the web translates by it, never by comparing sentences. */
export type ErrorCode = ErrorKey extends `error.${infer Code}` ? Code : never;

/** The `{{name}}` parts of a message template. */
type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** What a code's message names, by name. */
export type ErrorParams<Code extends ErrorCode> = Record<
  Placeholders<(typeof errors)[`error.${Code}`]>,
  string | number
>;

/** A code whose message names nothing: what a schema's rule fails with (a zod issue carries no params). */
export type PlainErrorCode = {
  [Code in ErrorCode]: [Placeholders<(typeof errors)[`error.${Code}`]>] extends [never] ? Code : never;
}[ErrorCode];

/** A refusal as the API answers it (the contract's `errorBody`, without its details). */
export interface Refused {
  message: string;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errors, `error.${code}`);
}

export function isPlainErrorCode(code: string): code is PlainErrorCode {
  return isErrorCode(code) && placeholdersOf(errors[`error.${code}`]).length === 0;
}

/**
 * What a schema's rule fails with: its code as the zod issue's message. The server answers it in
 * English (`issueEnglish`) and by its code; the page says it in its own language (`error.<code>`).
 */
export function issueCode(code: PlainErrorCode): PlainErrorCode {
  return code;
}

/** A zod issue's message in English: its code's line, or the words of a rule that has no code. */
export function issueEnglish(message: string): string {
  return isPlainErrorCode(message) ? errorMessage(message) : message;
}

/** Every `{{name}}` of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
}

/** The English message of a code, its `{{name}}` parts filled from params. */
export function errorMessage<Code extends ErrorCode>(code: Code, params?: ErrorParams<Code>): string {
  const values: Record<string, string | number> = params ?? {};
  return errors[`error.${code}`].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The body of a refusal: its English message, its code and the params that fill it, plus any the
 * page needs beyond them (the pincode undeliverable products cannot reach).
 */
export function refusalBody<Code extends ErrorCode>(
  code: Code,
  params?: ErrorParams<Code> & Record<string, string | number>,
): Refused {
  const named = params && Object.keys(params).length > 0 ? { params } : {};
  return { message: errorMessage(code, params), code, ...named };
}
