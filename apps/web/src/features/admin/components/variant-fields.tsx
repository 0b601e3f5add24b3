import type { VariantFormValues } from '../lib/product-form';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { CheckField, NumberField, type Binding } from './field';
import { LocalizedPair } from './localized-pair';
import { useStrings } from '../../../lib/strings';
import { enAdmin } from '@krishi/contract';

export type VariantFieldName = Exclude<keyof VariantFormValues, 'name'> | 'name.en' | 'name.kn';
export type BindVariant = (name: VariantFieldName, options?: { setValueAs: (value: unknown) => unknown }) => Binding;

const MEASURES = ['height', 'length', 'width', 'weight'] as const;

/** A variant's fields, prices in rupees; shared by the new product form and the variant dialog. */
export function VariantFields({ bind }: { bind: BindVariant }) {
  const t = useStrings(enAdmin);
  return (
    <>
      <LocalizedPair label={t('admin.variants.name')} en={bind('name.en')} kn={bind('name.kn')} />
      <div className="admin-grid">
        <NumberField label={t('admin.variants.price')} step="0.01" {...bind('price', typedNumber)} />
        <NumberField label={t('admin.variants.salePrice')} step="0.01" {...bind('salePrice', optionalTypedNumber)} />
        <NumberField label={t('admin.variants.inventory')} step={1} {...bind('inventory', typedNumber)} />
        {MEASURES.map((name) => (
          <NumberField key={name} label={t(`admin.variants.${name}`)} step="any" {...bind(name, typedNumber)} />
        ))}
      </div>
      <CheckField label={t('admin.variants.available')} {...bind('isProductAvailable')} />
    </>
  );
}
