import { z } from 'zod';

export * from './error-codes.js';

/**
 * Every failed call answers with this body: `message` in English (the spec's wording, for its
 * pages and older clients), `code` and `params` for a client that says it in its own language
 * (`error.<code>` of the locale bundles, its `{{name}}` parts filled from `params`). The
 * framework's own 413 and 415 carry no code.
 */
export const errorBody = z.object({
  message: z.string().describe('What went wrong, in English (the spec wording)'),
  code: z
    .string()
    .optional()
    .describe('The refusal by name, e.g. couponMinimum: a client says it in its own language by this'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The values the message names, e.g. { amount: '₹1,000.00' }, and any the page needs beside them"),
  errorDetails: z.array(z.unknown()).optional().describe('Per field or per item, when the refusal lists them'),
});
export type ErrorBody = z.infer<typeof errorBody>;
