import { errorBody } from '@krishi/contract';
import type { z } from 'zod';

/** The refusals a back-office route may answer beside the admin hooks' 401 and 403. */
type RefusalStatus = 400 | 404 | 409 | 413 | 502;

/** A back-office route's schema: tagged admin, behind the bearer login. */
export const adminSchema = <Parts extends object>(summary: string, parts: Parts) => ({
  tags: ['admin'],
  summary,
  security: [{ bearerAuth: [] }],
  ...parts,
});

/** What a back-office route answers: its 200, the admin hooks' 401 and 403, and the refusals it names. */
export function answers<Ok extends z.ZodType, Status extends RefusalStatus = never>(ok: Ok, ...refusals: Status[]) {
  const refused = Object.fromEntries(refusals.map((status) => [status, errorBody])) as Record<Status, typeof errorBody>;
  return { 200: ok, 401: errorBody, 403: errorBody, ...refused };
}
