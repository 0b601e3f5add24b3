import { describe, expect, it } from 'vitest';
import { messages } from '@krishi/contract';
import { invalidInput } from './invalid-input.js';

describe('a body that failed its schema', () => {
  it("is refused by its first rule's code, every problem said in English", () => {
    const refusal = invalidInput([
      { field: 'rating', message: 'ratingRequired' },
      { field: 'comment', message: 'reviewCommentTooShort' },
    ]);
    expect(refusal.status).toBe(400);
    expect(refusal.body).toEqual({
      message: messages.ratingRequired,
      code: 'ratingRequired',
      errorDetails: [
        { field: 'rating', message: messages.ratingRequired },
        { field: 'comment', message: messages.reviewCommentTooShort },
      ],
    });
  });

  it('keeps the message worded as the caller words it, the field named, beside the code', () => {
    const refusal = invalidInput([{ field: 'rating', message: 'ratingRequired' }], (p) => `${p.field}: ${p.message}`);
    expect(refusal.body).toMatchObject({ message: `rating: ${messages.ratingRequired}`, code: 'ratingRequired' });
  });

  it('is invalidInput when its first rule has no code, the rule in its own words', () => {
    const tooMany = messages.quantityTooLarge(999);
    expect(invalidInput([{ field: 'qty', message: tooMany }]).body).toMatchObject({
      message: tooMany,
      code: 'invalidInput',
      params: { detail: tooMany },
    });
  });
});
