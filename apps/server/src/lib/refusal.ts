import { refusalBody, type ErrorBody, type ErrorCode, type ErrorParams } from '@krishi/contract';

/** The statuses a refusal answers with; 5xx are failures, not refusals, except a gateway's. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

interface RefusalExtras {
  /** Params the page needs beyond those the message names (the undeliverable address's pincode). */
  params?: Record<string, string | number>;
  errorDetails?: unknown[];
  /** Fields the body carried beside the message before it had params, kept for older clients. */
  also?: Record<string, unknown>;
  /** Sent as `Retry-After`: when a rate-limited client may ask again. */
  retryAfterSeconds?: number;
}

/**
 * The one way the server refuses a request: a handler or service throws it (inside a transaction
 * it rolls the transaction back) and the error handler answers its status with the contract's
 * error body, `{ message, code, params?, errorDetails? }`. A service whose callers go on after a
 * refusal (the webhook, the reconciler) returns it instead, beside `{ ok: true, ... }`, and its
 * route throws it.
 */
export class Refusal<Code extends ErrorCode = ErrorCode> extends Error {
  readonly ok = false;
  readonly body: ErrorBody;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: RefusalStatus,
    readonly code: Code,
    ...[params, extras]: keyof ErrorParams<Code> extends never
      ? [params?: undefined, extras?: RefusalExtras]
      : [params: ErrorParams<Code>, extras?: RefusalExtras]
  ) {
    const body = refusalBody(code, { ...params, ...extras?.params } as ErrorParams<Code>);
    super(body.message);
    this.name = 'Refusal';
    this.body = {
      ...body,
      ...(extras?.errorDetails ? { errorDetails: extras.errorDetails } : {}),
      ...extras?.also,
    };
    this.retryAfterSeconds = extras?.retryAfterSeconds;
  }
}

/** What a service answered beside its refusal, for a route: the refusal is thrown, to be answered. */
export function unlessRefused<Outcome extends { ok: true }>(outcome: Outcome | Refusal): Outcome {
  if (!outcome.ok) throw outcome;
  return outcome;
}
