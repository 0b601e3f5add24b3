import { useFieldArray, type Control, type Path } from 'react-hook-form';
import { DOSE_UNITS, enAdmin, enCounter, enErrors, type AgronomyKind, type AgronomyTerm } from '@krishi/contract';
import { useAgronomyTerms } from '../api/agronomy-terms';
import { emptyIngredient } from '../lib/agronomy-form';
import { formErrorKey } from '../lib/form-errors';
import { adminLanguage } from '../lib/localized';
import type { ProductFields as ProductFieldsOutput, ProductFormValues } from '../lib/product-form';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { CheckField, Field, InputField, NumberField, Options, type Binding } from './field';
import { LocalizedPair } from './localized-pair';
import { useStrings } from '../../../lib/strings';

type Bind = (name: Path<ProductFormValues>, options?: { setValueAs: (value: unknown) => unknown }) => Binding;

const TARGET_KINDS = ['pest', 'disease', 'weed'] as const;
const TARGET_LEGEND = {
  pest: 'admin.agronomy.pests',
  disease: 'admin.agronomy.diseases',
  weed: 'admin.agronomy.weeds',
} as const;

/**
 * A product's agronomy: its active ingredients (rows to add and remove), its crops and what it
 * controls picked from the reference table, when to apply it and its doses.
 */
export function AgronomyFields({
  bind,
  control,
}: {
  bind: Bind;
  control: Control<ProductFormValues, unknown, ProductFieldsOutput>;
}) {
  const t = useStrings(enAdmin, enCounter, enErrors);
  const terms = useAgronomyTerms();
  const ingredients = useFieldArray({ control, name: 'agronomy.ingredients' });
  const ofKind = (kind: AgronomyKind) => (terms.data ?? []).filter((term) => term.kind === kind);
  return (
    <fieldset className="admin-fieldset admin-agronomy">
      <legend>{t('admin.agronomy.legend')}</legend>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.agronomy.ingredients')}</legend>
        {ingredients.fields.map((row, index) => (
          <div key={row.id} className="admin-ingredient">
            <LocalizedPair
              label={t('admin.agronomy.ingredientName')}
              en={bind(`agronomy.ingredients.${index}.name.en`)}
              kn={bind(`agronomy.ingredients.${index}.name.kn`)}
            />
            <div className="admin-grid">
              <InputField
                label={t('admin.agronomy.concentration')}
                {...bind(`agronomy.ingredients.${index}.concentration`)}
              />
              <InputField
                label={t('admin.agronomy.formulation')}
                {...bind(`agronomy.ingredients.${index}.formulation`)}
              />
            </div>
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => ingredients.remove(index)}
            >
              {t('admin.agronomy.removeIngredient')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => ingredients.append(emptyIngredient)}
        >
          {t('admin.agronomy.addIngredient')}
        </button>
      </fieldset>
      {terms.isPending && <p role="status">{t('admin.loading')}</p>}
      <TermChecks legend={t('admin.agronomy.crops')} terms={ofKind('crop')} {...bind('agronomy.crops')} />
      {TARGET_KINDS.map((kind) => (
        <TermChecks key={kind} legend={t(TARGET_LEGEND[kind])} terms={ofKind(kind)} {...bind('agronomy.targets')} />
      ))}
      <LocalizedPair
        label={t('admin.agronomy.cropStage')}
        en={bind('agronomy.cropStage.en')}
        kn={bind('agronomy.cropStage.kn')}
      />
      <div className="admin-grid">
        <Dose label={t('admin.agronomy.dosePerAcre')} bind={bind} name="agronomy.dosePerAcre" />
        <Dose label={t('admin.agronomy.dosePerLitre')} bind={bind} name="agronomy.dosePerLitre" />
        <NumberField
          label={t('counter.admin.applications')}
          step={1}
          min={1}
          {...bind('agronomy.applications', typedNumber)}
        />
      </div>
    </fieldset>
  );
}

/** Terms of one kind, one checkbox each, named in the page's language. */
function TermChecks({ legend, terms, field, error }: Binding & { legend: string; terms: AgronomyTerm[] }) {
  const t = useStrings(enAdmin, enErrors);
  const language = adminLanguage();
  const errorKey = formErrorKey(error);
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <div className="admin-checks">
        {terms.map((term) => (
          <CheckField
            key={term.slug}
            label={term.name[language === 'kn' ? 'kn' : 'en']}
            value={term.slug}
            field={field}
          />
        ))}
      </div>
      {errorKey && <p className="field__error">{t(errorKey)}</p>}
    </fieldset>
  );
}

/** A dose: its amount and its unit. */
function Dose({
  label,
  bind,
  name,
}: {
  label: string;
  bind: Bind;
  name: 'agronomy.dosePerAcre' | 'agronomy.dosePerLitre';
}) {
  const t = useStrings(enAdmin, enErrors);
  const unit = bind(`${name}.unit`);
  return (
    <fieldset className="admin-fieldset">
      <legend>{label}</legend>
      <NumberField label={t('admin.agronomy.amount')} step="any" {...bind(`${name}.amount`, optionalTypedNumber)} />
      <Field label={t('admin.agronomy.unit')} error={unit.error}>
        {(control) => (
          <select className="field__input" {...control} {...unit.field}>
            <Options values={DOSE_UNITS} name={(value) => value} />
          </select>
        )}
      </Field>
    </fieldset>
  );
}
