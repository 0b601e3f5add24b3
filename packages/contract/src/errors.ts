import { z } from 'zod';

/** Every failed call answers with this body. */
export const errorBody = z.object({
  message: z.string(),
  errorDetails: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
