import { useId, type ReactNode } from 'react';

/** What ties a control to its label, hint and error: spread on the input. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** What is wrong with the value, already in the page's language. */
  error?: string | undefined;
  /** A line under the box, read after the label. */
  hint?: ReactNode;
  /** Ids of other elements that describe the control (a password's rules). */
  describedBy?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its hint and its error: the one markup of a field of a form. */
export function FormField({ label, error, hint, describedBy, className, children }: FormFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
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
