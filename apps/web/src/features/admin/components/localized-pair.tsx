import type { UseFormRegisterReturn } from 'react-hook-form';
import { enAdmin } from '@krishi/contract';
import { Field } from './field';
import { useStrings } from '../../../lib/strings';

interface LocalizedPairProps {
  label: string;
  en: UseFormRegisterReturn;
  kn: UseFormRegisterReturn;
  enError?: string;
  knError?: string;
  multiline?: boolean;
}

/** One text in English and Kannada, side by side on a wide screen and one above the other on a phone. */
export function LocalizedPair({ label, en, kn, enError, knError, multiline = false }: LocalizedPairProps) {
  const t = useStrings(enAdmin);
  const Control = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="admin-pair">
      <legend className="field__label">{label}</legend>
      <Field label={t('admin.form.english')} error={enError}>
        {(control) => (
          <Control className="field__input" lang="en" rows={multiline ? 4 : undefined} {...control} {...en} />
        )}
      </Field>
      <Field label={t('admin.form.kannada')} error={knError}>
        {(control) => (
          <Control className="field__input" lang="kn" rows={multiline ? 4 : undefined} {...control} {...kn} />
        )}
      </Field>
    </fieldset>
  );
}
