import { enAdmin, enErrors, ADMIN_STATUSES } from '@krishi/contract';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formErrorKey } from '../lib/form-errors';
import { adminLanguage, inLanguage } from '../lib/localized';
import { useStrings } from '../../../lib/strings';

/** A form value's registration, and the schema's message for it if it failed. */
export interface Binding {
  field: UseFormRegisterReturn;
  error?: string;
}

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
  const t = useStrings(enAdmin, enErrors);
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

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur' | 'id' | 'className'>;

/** A labelled box the form reads: text, a date, a number. */
export function InputField({ label, field, error, ...input }: Binding & InputAttributes & { label: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => <input className="field__input" {...input} {...control} {...field} />}
    </Field>
  );
}

/** A number box, never below `min`: amounts in rupees (step 0.01), counts (step 1), measures (any). */
export function NumberField({
  min = 0,
  ...rest
}: Binding & { label: string; step: string | number; min?: number; readOnly?: boolean }) {
  return <InputField type="number" min={min} {...rest} />;
}

/** A checkbox with its label beside it. */
export function CheckField({ label, field, value }: { label: string; field: UseFormRegisterReturn; value?: string }) {
  return (
    <label className="admin-check">
      <input type="checkbox" value={value} {...field} />
      {label}
    </label>
  );
}

/** The catalogue status (on sale or not) that every edit form has. */
export function StatusField({ field, error }: Binding) {
  const t = useStrings(enAdmin, enErrors);
  return (
    <Field label={t('admin.products.status')} error={error}>
      {(control) => (
        <select className="field__input" {...control} {...field}>
          <Options values={ADMIN_STATUSES} name={(s) => t(`admin.status.${s}`)} />
        </select>
      )}
    </Field>
  );
}

interface ChoiceFieldProps extends Binding {
  label: string;
  /** The first choice, of none of them. */
  none: string;
  choices: { id: number; name: Parameters<typeof inLanguage>[0] }[];
}

/** One catalogue row chosen by its name in the page's language: a category, a seller, a parent. */
export function ChoiceField({ label, none, choices, field, error }: ChoiceFieldProps) {
  const language = adminLanguage();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select className="field__input" {...control} {...field}>
          <option value="">{none}</option>
          {choices.map((choice) => {
            const name = inLanguage(choice.name, language);
            return (
              <option key={choice.id} value={choice.id} lang={name.lang}>
                {name.text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

/** A select's options, one a value, each named in the page's language. */
export function Options<V extends string>({ values, name }: { values: readonly V[]; name: (value: V) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {name(value)}
        </option>
      ))}
    </>
  );
}

/** The picture types the server takes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A picture to upload; the hint, when there is one, says what it must show. */
export function PictureField({ hint, onChoose }: { hint?: string; onChoose: (file: File | null) => void }) {
  const t = useStrings(enAdmin, enErrors);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('admin.images.choose')}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        type="file"
        accept={PICTURE_TYPES.join(',')}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** A label around a control that no schema checks: a list's filter, a file to import. */
export function PlainField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}
