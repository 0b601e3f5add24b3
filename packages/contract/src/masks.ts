// No zod here: the product page's delivery check masks its pincode input with this before any
// schema has loaded.

/** Spec sections 5 and 9: the address form's pincode and phone masks. */
export const PINCODE_LENGTH = 6;
export const PHONE_LENGTH = 10;

/** What the form lets through while typing: digits only, cut at `max`. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
export const maskPinCode = (value: string) => digitsOnly(value, PINCODE_LENGTH);
export const maskPhone = (value: string) => digitsOnly(value, PHONE_LENGTH);
