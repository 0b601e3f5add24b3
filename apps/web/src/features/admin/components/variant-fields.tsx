import type { VariantFormValues } from '../lib/product-form';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { CheckField, Field, NumberField, Options, type Binding } from './field';
import { LocalizedPair } from './localized-pair';
import { useStrings } from '../../../lib/strings';
import { DOSE_UNITS, enAdmin, enCounter, enLots } from '@krishi/contract';

export type VariantFieldName =
  Exclude<keyof VariantFormValues, 'name' | 'pack'> | 'name.en' | 'name.kn' | 'pack.amount' | 'pack.unit';
export type BindVariant = (name: VariantFieldName, options?: { setValueAs: (value: unknown) => unknown }) => Binding;

const MEASURES = ['height', 'length', 'width', 'weight'] as const;

/**
 * A variant's fields, prices in rupees; shared by the new product form and the variant dialog.
 * The stock of a variant held by lot is its lots' sum (decision 044): shown, not typed.
 */
export function VariantFields({ bind, stockByLots = false }: { bind: BindVariant; stockByLots?: boolean }) {
  const t = useStrings(enAdmin, enCounter, enLots);
  const unit = bind('pack.unit');
  return (
    <>
      <LocalizedPair label={t('admin.variants.name')} en={bind('name.en')} kn={bind('name.kn')} />
      <div className="admin-grid">
        <NumberField label={t('admin.variants.price')} step="0.01" {...bind('price', typedNumber)} />
        <NumberField label={t('admin.variants.salePrice')} step="0.01" {...bind('salePrice', optionalTypedNumber)} />
        <NumberField
          label={t('admin.variants.inventory')}
          step={1}
          readOnly={stockByLots}
          {...bind('inventory', typedNumber)}
        />
        {MEASURES.map((name) => (
          <NumberField key={name} label={t(`admin.variants.${name}`)} step="any" {...bind(name, typedNumber)} />
        ))}
      </div>
      {stockByLots && <p>{t('lots.stockByLots')}</p>}
      <fieldset className="admin-fieldset">
        <legend>{t('counter.admin.packSize')}</legend>
        <div className="admin-grid">
          <NumberField label={t('admin.agronomy.amount')} step="any" {...bind('pack.amount', optionalTypedNumber)} />
          <Field label={t('admin.agronomy.unit')} error={unit.error}>
            {(control) => (
              <select className="field__input" {...control} {...unit.field}>
                <Options values={DOSE_UNITS} name={(value) => value} />
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <CheckField label={t('admin.variants.available')} {...bind('isProductAvailable')} />
    </>
  );
}
