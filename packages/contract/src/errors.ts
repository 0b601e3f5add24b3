import { z } from 'zod';

export * from './error-codes.js';

/**
 * Every failed call answers with this body: `message` in English (the spec's wording, for its
 * pages and older clients), `code` and `params` for a client that says it in its own language
 * (`error.<code>` of the locale bundles, its `{{name}}` parts filled from `params`). The
 * framework's own 413 and 415 carry no code.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errorDetails: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
