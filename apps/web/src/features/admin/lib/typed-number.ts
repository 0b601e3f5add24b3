/**
 * What a number box gives the form: a typed number, or for an empty box no number (for the
 * schema to refuse) or null (an optional number left out). Values the form set itself pass as they are.
 */
export const typedNumber = {
  setValueAs: (value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value,
};
export const optionalTypedNumber = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
};
