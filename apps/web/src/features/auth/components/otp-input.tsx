import { useEffect, useRef } from 'react';
import { enAuth } from '@krishi/contract';
import { backspaceAt, pasteInto, typeInto, type OtpBoxes } from '../lib/otp-boxes';
import { useStrings } from '../../../lib/strings';

interface OtpInputProps {
  boxes: OtpBoxes;
  onChange: (boxes: OtpBoxes) => void;
  /** While a code is being verified the boxes keep their focus but take no input. */
  busy: boolean;
  labelledBy: string;
}

/**
 * Six one-digit boxes (spec section 5): typing moves on, Backspace steps back, a pasted code
 * spreads over the boxes. Each box is labelled 'Digit n of 6'; the first offers the browser's
 * one-time-code autofill.
 */
export function OtpInput({ boxes, onChange: change, busy, labelledBy }: OtpInputProps) {
  const t = useStrings(enAuth);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const count = boxes.digits.length;
  const onChange = (next: OtpBoxes) => {
    if (!busy) change(next);
  };

  useEffect(() => {
    refs.current[boxes.focus]?.focus();
  }, [boxes]);

  return (
    <div className="otp-boxes" role="group" aria-labelledby={labelledBy} aria-busy={busy}>
      {boxes.digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="otp-boxes__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.digit', { index: index + 1, count })}
          value={digit}
          readOnly={busy}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onChange(typeInto(boxes, index, event.target.value))}
          onPaste={(event) => {
            event.preventDefault();
            onChange(pasteInto(boxes, index, event.clipboardData.getData('text')));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault();
              onChange(backspaceAt(boxes, index));
            } else if (event.key === 'ArrowLeft' && index > 0) {
              event.preventDefault();
              refs.current[index - 1]?.focus();
            } else if (event.key === 'ArrowRight' && index < count - 1) {
              event.preventDefault();
              refs.current[index + 1]?.focus();
            }
          }}
        />
      ))}
    </div>
  );
}
