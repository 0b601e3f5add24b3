import { useId, type ReactNode } from 'react';
import { enAdmin } from '@krishi/contract';
import { formErrorKey } from '../lib/form-errors';
import { useStrings } from '../../../lib/strings';

interface FieldProps {
  label: string;
  /** The schema's message for this field, if it failed. */
  error?: string;
  lang?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its error said in the page's language. */
export function Field({ label, error, lang, children }: FieldProps) {
  const t = useStrings(enAdmin);
  const id = useId();
  const key = formErrorKey(error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id} lang={lang}>
        {label}
      </label>
      {children({ id, 'aria-invalid': key !== null, 'aria-describedby': key ? `${id}-error` : undefined })}
      {key && (
        <p id={`${id}-error`} className="field__error">
          {t(key)}
        </p>
      )}
    </div>
  );
}
