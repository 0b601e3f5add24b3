import { describe, expect, it } from 'vitest';
import { customerCareNumber } from './admin.js';
import { messages } from './messages.js';
import { issueEnglish } from './error-codes.js';

describe("a seller's customer care number", () => {
  it.each(['1800-305-1291', '9876543210', '080 2345 6789', '+91 98765 43210'])(
    'accepts %s as a buyer dials it',
    (n) => {
      expect(customerCareNumber.safeParse(n).success).toBe(true);
    },
  );

  it.each(['12345', 'call us', '1800--305', '98765432109876543'])('refuses %s with the form message', (n) => {
    const result = customerCareNumber.safeParse(n);
    expect(result.success).toBe(false);
    expect(issueEnglish(result.error?.issues[0]?.message ?? '')).toBe(messages.adminCustomerCareInvalid);
  });
});
