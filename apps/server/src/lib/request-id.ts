import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy may hand us: short and plain, so it cannot forge or break a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id every log line of a request carries and its answer returns in `x-request-id`: the
 * proxy's (nginx `$request_id`) when it sent one, so one id follows a request through both logs.
 */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}
