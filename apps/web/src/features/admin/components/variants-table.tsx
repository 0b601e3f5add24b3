import { useState } from 'react';
import { enAdmin, enErrors, enLots, formatRupees, type AdminProduct, type AdminVariant } from '@krishi/contract';
import { useVariantLots } from '../api/lots';
import { useSaveVariant } from '../api/products';
import { adminLanguage, inLanguage } from '../lib/localized';
import { emptyVariant, variantForm, variantValues } from '../lib/product-form';
import { EditDialog, useEditForm } from './edit-form';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { EditButton, RowButton } from './row-button';
import { VariantFields, type BindVariant } from './variant-fields';
import { VariantLotsDialog } from './variant-lots';
import { useStrings } from '../../../lib/strings';

/**
 * The product's variants: price, sale price, stock; each edited, or a new one added, in a dialog,
 * and a pesticide's, fertilizer's or seed's lots received in another.
 */
export function VariantsTable({ product }: { product: AdminProduct }) {
  const t = useStrings(enAdmin, enErrors, enLots);
  const name = (variant: AdminVariant) => inLanguage(variant.name, adminLanguage());
  const [lotsOf, setLotsOf] = useState<AdminVariant | null>(null);
  return (
    <>
      <ListAndEdit
        part
        title={t('admin.variants.title')}
        newLabel={t('admin.variants.add')}
        rows={product.variants}
        columns={(edit) => [
          { header: t('admin.variants.name'), cell: (variant) => name(variant).text, lang: (v) => name(v).lang },
          { header: t('admin.variants.price'), cell: (variant) => formatRupees(variant.price) },
          {
            header: t('admin.variants.salePrice'),
            cell: (variant) => (variant.salePrice === null ? '' : formatRupees(variant.salePrice)),
          },
          { header: t('admin.variants.inventory'), cell: (variant) => variant.inventory },
          {
            header: t('admin.variants.actions'),
            cell: (variant) => (
              <div className="button-row">
                <EditButton
                  name={t('admin.variants.editNamed', { name: name(variant).text })}
                  onClick={() => edit(variant)}
                />
                <RowButton
                  label={t('lots.open')}
                  name={t('lots.openNamed', { name: name(variant).text })}
                  onClick={() => setLotsOf(variant)}
                />
              </div>
            ),
          },
        ]}
        dialog={(props) => <VariantDialog productId={product.id} {...props} />}
      />
      {lotsOf && <VariantLotsDialog variantId={lotsOf.id} name={name(lotsOf).text} onClose={() => setLotsOf(null)} />}
    </>
  );
}

function VariantDialog({ productId, row: variant, onClose }: RowDialogProps<AdminVariant> & { productId: number }) {
  const t = useStrings(enAdmin, enErrors);
  const { bind, formProps } = useEditForm({
    schema: variantForm,
    defaultValues: variant ? variantValues(variant) : emptyVariant,
    save: useSaveVariant(),
    variables: (body) => ({ productId, variantId: variant?.id ?? null, body }),
    onSaved: onClose,
  });
  return (
    <EditDialog title={t(variant ? 'admin.variants.edit' : 'admin.variants.add')} onClose={onClose} {...formProps}>
      {variant ? <KeptVariantFields variantId={variant.id} bind={bind} /> : <VariantFields bind={bind} />}
    </EditDialog>
  );
}

/** A saved variant's fields: once it holds lots, its stock is theirs to say. */
function KeptVariantFields({ variantId, bind }: { variantId: number; bind: BindVariant }) {
  const lots = useVariantLots(variantId);
  return <VariantFields bind={bind} stockByLots={(lots.data?.lots.length ?? 0) > 0} />;
}
