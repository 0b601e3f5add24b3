/** The longest card number a card network issues. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** A card number as typed, in groups of four: '4111 1111 1111 1111'. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as MM/YY while typing. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const maskCvv = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);
