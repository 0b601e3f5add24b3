/**
 * The six one-digit OTP boxes as pure state changes (spec section 5): each box holds one digit
 * or nothing; every change says which box takes the focus next.
 */
export interface OtpBoxes {
  digits: string[];
  /** The box to focus after the change. */
  focus: number;
}

export function emptyBoxes(length: number): OtpBoxes {
  return { digits: Array.from({ length }, () => ''), focus: 0 };
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The code once every box holds a digit, else null: verification never runs on a partial code. */
export function completeCode(digits: string[]): string | null {
  return digits.every((d) => /^\d$/.test(d)) ? digits.join('') : null;
}

/** Writes `incoming` digits into the boxes from `start` on, as far as they reach. */
function fillFrom(digits: string[], start: number, incoming: string): OtpBoxes {
  const next = [...digits];
  let index = start;
  for (const digit of incoming) {
    if (index >= next.length) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focus: Math.min(index, next.length - 1) };
}

/**
 * Pasting: a full code fills every box whichever box has the focus; a shorter numeric paste
 * fills what it can from the focused box on. Text without digits changes nothing.
 */
export function pasteInto(boxes: OtpBoxes, index: number, text: string): OtpBoxes {
  const incoming = onlyDigits(text);
  if (!incoming) return { ...boxes, focus: index };
  if (incoming.length >= boxes.digits.length) return fillFrom(boxes.digits, 0, incoming);
  return fillFrom(boxes.digits, index, incoming);
}

/**
 * A box's new value after typing. The browser hands over the box's whole text: the old digit
 * plus the new one when the caret was beside it, or a whole code when the SMS autofill writes
 * into the first box.
 */
export function typeInto(boxes: OtpBoxes, index: number, value: string): OtpBoxes {
  const typed = onlyDigits(value);
  if (value === '') {
    const digits = [...boxes.digits];
    digits[index] = '';
    return { digits, focus: index };
  }
  if (!typed) return { ...boxes, focus: index };
  const previous = boxes.digits[index] ?? '';
  if (typed.length === 2 && previous && typed.includes(previous)) {
    // One new digit beside the old one: the new one wins, wherever the caret was.
    const fresh = typed.startsWith(previous) ? typed[1]! : typed[0]!;
    return fillFrom(boxes.digits, index, fresh);
  }
  if (typed.length >= boxes.digits.length) return fillFrom(boxes.digits, 0, typed);
  return fillFrom(boxes.digits, index, typed);
}

/** Backspace empties the box; on an empty box it steps back and empties the previous one. */
export function backspaceAt(boxes: OtpBoxes, index: number): OtpBoxes {
  const digits = [...boxes.digits];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  digits[previous] = '';
  return { digits, focus: previous };
}
