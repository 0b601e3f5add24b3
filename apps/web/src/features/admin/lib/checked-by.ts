import { z } from 'zod';

/**
 * The contract schema's answer for a value the form has converted (rupees to paise, a line to a
 * list): its issues become the form's, on the same fields.
 */
export function checkedBy<T extends z.ZodType>(schema: T, ctx: z.RefinementCtx, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
}
