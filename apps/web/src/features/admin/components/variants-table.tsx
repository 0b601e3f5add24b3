import { enAdmin, enErrors, formatRupees, type AdminProduct, type AdminVariant } from '@krishi/contract';
import { useSaveVariant } from '../api/products';
import { adminLanguage, inLanguage } from '../lib/localized';
import { emptyVariant, variantForm, variantValues } from '../lib/product-form';
import { EditDialog, useEditForm } from './edit-form';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { EditButton } from './row-button';
import { VariantFields } from './variant-fields';
import { useStrings } from '../../../lib/strings';

/** The product's variants: price, sale price, stock; each edited, or a new one added, in a dialog. */
export function VariantsTable({ product }: { product: AdminProduct }) {
  const t = useStrings(enAdmin, enErrors);
  const name = (variant: AdminVariant) => inLanguage(variant.name, adminLanguage());
  return (
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
            <EditButton
              name={t('admin.variants.editNamed', { name: name(variant).text })}
              onClick={() => edit(variant)}
            />
          ),
        },
      ]}
      dialog={(props) => <VariantDialog productId={product.id} {...props} />}
    />
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
      <VariantFields bind={bind} />
    </EditDialog>
  );
}
