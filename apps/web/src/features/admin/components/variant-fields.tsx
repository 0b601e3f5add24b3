import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { enAdmin } from '@krishi/contract';
import type { VariantFormValues } from '../lib/product-form';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { Field } from './field';
import { LocalizedPair } from './localized-pair';
import { useStrings } from '../../../lib/strings';

export type VariantFieldName = Exclude<keyof VariantFormValues, 'name'> | 'name.en' | 'name.kn';
export type RegisterVariant = (
  name: VariantFieldName,
  options?: { setValueAs: (value: unknown) => unknown },
) => UseFormRegisterReturn;

const MEASURES = ['height', 'length', 'width', 'weight'] as const;

/** A variant's fields, prices in rupees; shared by the new product form and the variant dialog. */
export function VariantFields({ field, errors }: { field: RegisterVariant; errors?: FieldErrors<VariantFormValues> }) {
  const t = useStrings(enAdmin);
  return (
    <>
      <LocalizedPair
        label={t('admin.variants.name')}
        en={field('name.en')}
        kn={field('name.kn')}
        enError={errors?.name?.en?.message}
        knError={errors?.name?.kn?.message}
      />
      <div className="admin-grid">
        <Field label={t('admin.variants.price')} error={errors?.price?.message}>
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={0}
              step="0.01"
              {...control}
              {...field('price', typedNumber)}
            />
          )}
        </Field>
        <Field label={t('admin.variants.salePrice')} error={errors?.salePrice?.message}>
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={0}
              step="0.01"
              {...control}
              {...field('salePrice', optionalTypedNumber)}
            />
          )}
        </Field>
        <Field label={t('admin.variants.inventory')} error={errors?.inventory?.message}>
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={0}
              step={1}
              {...control}
              {...field('inventory', typedNumber)}
            />
          )}
        </Field>
        {MEASURES.map((name) => (
          <Field key={name} label={t(`admin.variants.${name}`)} error={errors?.[name]?.message}>
            {(control) => (
              <input
                className="field__input"
                type="number"
                min={0}
                step="any"
                {...control}
                {...field(name, typedNumber)}
              />
            )}
          </Field>
        ))}
      </div>
      <label className="admin-check">
        <input type="checkbox" {...field('isProductAvailable')} />
        {t('admin.variants.available')}
      </label>
    </>
  );
}
