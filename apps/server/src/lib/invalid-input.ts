import { isPlainErrorCode, issueEnglish } from '@krishi/contract';
import { Refusal } from './refusal.js';

/** One problem of a body that failed its schema: the field and the rule's code or words. */
export interface InputProblem {
  field?: string;
  message: string;
}

/**
 * Input that failed its schema, refused by its first problem: with that rule's code when the
 * schema gives it one (a page says it in its own language), else `invalidInput`. The message and
 * `errorDetails` say every problem in English, as the spec words it; `describe` words the first
 * for the message (the validation hook names its field).
 */
export function invalidInput(
  problems: readonly InputProblem[],
  describe: (problem: InputProblem) => string = (problem) => problem.message,
): Refusal {
  const details = problems.map((problem) => ({ ...problem, message: issueEnglish(problem.message) }));
  const [first] = details;
  const code = problems[0]?.message;
  if (!first || code === undefined) return new Refusal(400, 'badRequest');
  const detail = describe(first);
  return isPlainErrorCode(code)
    ? new Refusal(400, code, undefined, { errorDetails: details, also: { message: detail } })
    : new Refusal(400, 'invalidInput', { detail }, { errorDetails: details });
}
