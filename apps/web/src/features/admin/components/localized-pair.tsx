import { Field, type Binding } from './field';
import { useStrings } from '../../../lib/strings';
import { enAdmin } from '@krishi/contract';

interface LocalizedPairProps {
  label: string;
  en: Binding;
  kn: Binding;
  multiline?: boolean;
}

/** One text in English and Kannada, side by side on a wide screen and one above the other on a phone. */
export function LocalizedPair({ label, en, kn, multiline = false }: LocalizedPairProps) {
  const t = useStrings(enAdmin);
  const Control = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="admin-pair">
      <legend className="field__label">{label}</legend>
      {(['en', 'kn'] as const).map((lang) => {
        const { field, error } = lang === 'en' ? en : kn;
        return (
          <Field key={lang} label={t(lang === 'en' ? 'admin.form.english' : 'admin.form.kannada')} error={error}>
            {(control) => (
              <Control className="field__input" lang={lang} rows={multiline ? 4 : undefined} {...control} {...field} />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
