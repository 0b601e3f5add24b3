import { enProduct, pickText, type LanguageCode, type Variant } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';

/** Pack sizes as a radio group: arrow keys move between them, as with any radio buttons. */
export function VariantPicker({
  productId,
  variants,
  selectedId,
  language,
  onSelect,
}: {
  productId: number;
  variants: Variant[];
  selectedId: number | undefined;
  language: LanguageCode;
  onSelect: (variant: Variant) => void;
}) {
  const t = useStrings(enProduct);
  if (variants.length === 0) return null;
  return (
    <fieldset className="variants">
      <legend className="variants__legend">{t('product.packSize')}</legend>
      <div className="variants__options">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className={`variants__option${variant.inventory > 0 ? '' : ' variants__option--out'}`}
          >
            <input
              type="radio"
              name={`variant-${productId}`}
              value={variant.id}
              checked={variant.id === selectedId}
              onChange={() => onSelect(variant)}
            />
            <span>{pickText(variant.name, language)}</span>
            {variant.inventory <= 0 && <span className="visually-hidden">{` (${t('product.outOfStock')})`}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
