/** Refusal thrown inside a transaction to roll it back and answer 4xx. */
export class Refused extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}
