import { useId, type ComponentProps, type ReactNode } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

interface TextFieldProps extends InputProps {
  label: ReactNode;
  /** What is wrong with the value, already in the page's language. */
  error?: string | undefined;
  /** A line under the box, read after the label. */
  hint?: ReactNode;
  /** Ids of other elements that describe the box (a password's rules). */
  describedBy?: string;
  /** Classes of the box beside `field__input`. */
  inputClassName?: string;
}

/**
 * A labelled text box with its hint and its error, tied to them for a screen reader: the one
 * markup of a form's text field. Everything else is the input's own props (`register(...)` too).
 */
export function TextField({ label, error, hint, describedBy, inputClassName, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={inputClassName ? `field__input ${inputClassName}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
