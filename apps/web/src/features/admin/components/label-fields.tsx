import type { Path } from 'react-hook-form';
import { enAdmin, enCounter, enErrors, TOXICITY_COLOURS } from '@krishi/contract';
import type { ProductFormValues } from '../lib/product-form';
import { optionalTypedNumber } from '../lib/typed-number';
import { Field, InputField, NumberField, Options, type Binding } from './field';
import { LocalizedPair } from './localized-pair';
import { useStrings } from '../../../lib/strings';

type Bind = (name: Path<ProductFormValues>, options?: { setValueAs: (value: unknown) => unknown }) => Binding;

/**
 * A product's label and safety facts (issue 21): a pesticide's registration, toxicity colour,
 * first aid, antidote, pre-harvest interval and protective gear; a fertilizer's FCO grade; a seed
 * packet's variety, germination, lot and test date. A kind left empty is no label of that kind.
 */
export function LabelFields({ bind }: { bind: Bind }) {
  const t = useStrings(enCounter, enAdmin, enErrors);
  const toxicity = bind('label.pesticide.toxicity');
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('counter.admin.label')}</legend>
      <fieldset className="admin-fieldset">
        <legend>{t('counter.admin.pesticide')}</legend>
        <div className="admin-grid">
          <InputField label={t('counter.registration')} {...bind('label.pesticide.registrationNumber')} />
          <Field label={t('counter.toxicity')} error={toxicity.error}>
            {(control) => (
              <select className="field__input" {...control} {...toxicity.field}>
                <option value="">{t('counter.admin.toxicityChoose')}</option>
                <Options values={TOXICITY_COLOURS} name={(colour) => t(`counter.toxicity.${colour}`)} />
              </select>
            )}
          </Field>
          <NumberField
            label={t('counter.admin.preHarvestDays')}
            step={1}
            {...bind('label.pesticide.preHarvestDays', optionalTypedNumber)}
          />
        </div>
        <LocalizedPair
          label={t('counter.firstAid')}
          en={bind('label.pesticide.firstAid.en')}
          kn={bind('label.pesticide.firstAid.kn')}
          multiline
        />
        <LocalizedPair
          label={t('counter.antidote')}
          en={bind('label.pesticide.antidote.en')}
          kn={bind('label.pesticide.antidote.kn')}
        />
        <LocalizedPair
          label={t('counter.protectiveGear')}
          en={bind('label.pesticide.protectiveGear.en')}
          kn={bind('label.pesticide.protectiveGear.kn')}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('counter.admin.fertilizer')}</legend>
        <InputField label={t('counter.fcoGrade')} {...bind('label.fertilizer.fcoGrade')} />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('counter.admin.seed')}</legend>
        <div className="admin-grid">
          <InputField label={t('counter.variety')} {...bind('label.seed.variety')} />
          <NumberField
            label={t('counter.admin.germination')}
            step="any"
            {...bind('label.seed.germinationPercent', optionalTypedNumber)}
          />
          <InputField label={t('counter.lot')} {...bind('label.seed.lot')} />
          <InputField label={t('counter.testDate')} type="date" {...bind('label.seed.testDate')} />
        </div>
      </fieldset>
    </fieldset>
  );
}
